import { describe, expect, it } from 'vitest'
import { decodeEntities, firstImageSource, htmlToText, truncateText } from './html-text'

describe('html-text', () => {
  it('decodes named, decimal and hex references and leaves unknown names alone', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &apos; &#39; &#x27; &#8364; &uuml; &scedil; &nope; &#0;')).toBe(
      `& < > " ' ' ' € ü ş &nope; \uFFFD`,
    )
  })

  it('turns HTML into one line of text', () => {
    expect(htmlToText('<p>One</p><p>Two<br>Three</p>')).toBe('One Two Three')
    expect(htmlToText('<script>x()</script><style>a{}</style>Safe')).toBe('Safe')
    expect(htmlToText('Half a tag <img src="x')).toBe('Half a tag')
    expect(htmlToText('a\u0000b\u0007c')).toBe('abc')
  })

  it('finds the first usable img src', () => {
    expect(firstImageSource('<img src="data:image/png;base64,xx"><IMG alt="" SRC=\'/a.png?x=1&amp;y=2\'>')).toBe('/a.png?x=1&y=2')
    expect(firstImageSource('<img data-src="/lazy.png">')).toBeNull()
    expect(firstImageSource('<img src=/bare.jpg alt=x>')).toBe('/bare.jpg')
  })

  it('truncates at a word boundary', () => {
    expect(truncateText('short', 10)).toBe('short')
    expect(truncateText('one two three four five', 14)).toBe('one two three…')
  })
})
