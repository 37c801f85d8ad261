import { describe, expect, it } from 'vitest'
import { GROWTH_STEPS, KB, repeatTo, timeGrowth } from './growth.test-helper'
import { firstImageSource, htmlToText, truncateText } from './html-text.server'

describe('html-text', () => {
  it('decodes named, decimal and hex references and leaves unknown names alone', () => {
    expect(htmlToText('&amp; &lt; &gt; &quot; &apos; &#39; &#x27; &#8364; &uuml; &scedil; &nope; &#0;')).toBe(
      `& < > " ' ' ' € ü ş &nope; \uFFFD`,
    )
    // The whole HTML5 set, and references a browser reads without their `;`.
    expect(htmlToText('&Gbreve;&inodot;&Idot; &NotNestedGreaterGreater; &copy 2026 AT&T &amp')).toBe('Ğıİ ⪢̸ © 2026 AT&T &')
    // Decoded once: an escaped reference stays a reference, an escaped tag stays text.
    expect(htmlToText('&amp;lt;b&amp;gt; &lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;b&gt; <script>alert(1)</script>')
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
    expect(firstImageSource('<img src="" src="/second.png"><img src=" /third.png ">')).toBe('/third.png')
    expect(firstImageSource('<script>"<img src=/in-script.png>"</script><img src="/real.png"/>')).toBe('/real.png')
  })

  it('truncates at a word boundary', () => {
    expect(truncateText('short', 10)).toBe('short')
    expect(truncateText('one two three four five', 14)).toBe('one two three…')
  })
})

/** The hostile shapes, each as `length` characters of HTML. */
const HOSTILE: Record<string, (length: number) => string> = {
  '<script ×N': (length) => repeatTo('<script', length),
  '<!-- ×N': (length) => repeatTo('<!--', length),
  '<style ×N': (length) => repeatTo('<style', length),
  'unclosed tags': (length) => repeatTo('<div class="x" ', length),
  '<a  ×N': (length) => repeatTo('<a ', length),
  '<img  ×N': (length) => repeatTo('<img ', length),
  '<img src=" ×N': (length) => repeatTo('<img src="', length),
  'src= without a value ×N': (length) => `<img${repeatTo(' src= ', length)}`,
  '</script  ×N after <script>': (length) => `<script>${repeatTo('</script ', length)}`,
  'deeply nested tags': (length) => {
    const depth = Math.floor(length / 11)
    return `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`
  },
  // htmlparser2's Parser searches its stack of open elements per closing tag: quadratic here.
  'nested tags, then stray closing tags': (length) => {
    const depth = Math.floor(length / 12)
    return `${'<div>'.repeat(depth)}${'</span>'.repeat(depth)}`
  },
  'a very long attribute value': (length) => `<a href="${'x'.repeat(length)}">text</a>`,
  'an unterminated attribute value': (length) => `<img alt="${'x'.repeat(length)}`,
  '&# entity flood': (length) => repeatTo('&#', length),
  '&#x…; entity flood': (length) => repeatTo('&#x1F600;&#', length),
  '< ×N': (length) => repeatTo('< ', length),
}

describe('html-text on hostile input', () => {
  it.each(Object.entries(HOSTILE))('%s: htmlToText and firstImageSource stay linear up to 2 MB', (name, make) => {
    for (const run of [htmlToText, firstImageSource]) {
      for (const [small, large] of GROWTH_STEPS) {
        const growth = timeGrowth(run, make, small, large)
        expect(growth.ratio, `${run.name}, ${name}, ${small / KB} KB → ${large / KB} KB`).toBeLessThan(growth.limit)
      }
    }
  })

  it('still reads the text out of them', () => {
    expect(htmlToText(HOSTILE['<script ×N']!(256 * KB))).toBe('')
    expect(htmlToText(HOSTILE['<!-- ×N']!(256 * KB))).toBe('')
    expect(htmlToText(HOSTILE['deeply nested tags']!(256 * KB))).toBe('x')
    expect(htmlToText(HOSTILE['a very long attribute value']!(256 * KB))).toBe('text')
    expect(firstImageSource(`${HOSTILE['<img  ×N']!(256 * KB)}<img src="/late.png">`)).toBe('/late.png')
    expect(htmlToText('Before<img src="x">after &#x1F600; &#;')).toBe('Beforeafter 😀 &#;')
  })

  it('hides everything after a script or style that never closes, as a browser does', () => {
    expect(htmlToText('Before<script>alert(document.cookie)')).toBe('Before')
    expect(htmlToText('Before<STYLE type="text/css">body{display:none}')).toBe('Before')
    expect(htmlToText('<p>One</p><script>x()</script ><p>Two</p>')).toBe('One Two')
  })
})
