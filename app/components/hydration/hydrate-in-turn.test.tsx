import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrateInTurn } from './hydrate-in-turn'

describe('HydrateInTurn', () => {
  it('renders the sections in order, each boundary holding the next, so each hydrates in a pass of its own', () => {
    const html = renderToString(<HydrateInTurn sections={[<p key="a">A</p>, <p key="b">B</p>, <p key="c">C</p>]} />)
    expect(html).toBe('<!--$--><p>A</p><!--$--><p>B</p><!--$--><p>C</p><!--/$--><!--/$--><!--/$-->')
  })

  it('leaves the markup of the sections untouched apart from the boundary comments', () => {
    const sections = [<header key="h">Head</header>, <main key="m">Body</main>]
    const plain = renderToString(<>{sections}</>)
    expect(renderToString(<HydrateInTurn sections={sections} />).replace(/<!--\/?\$-->/g, '')).toBe(plain)
  })

  it('renders nothing for no sections', () => {
    expect(renderToString(<HydrateInTurn sections={[]} />)).toBe('')
  })
})
