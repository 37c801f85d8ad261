import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, folderGraph, isAssetReference } from './folder-cycles.js'

// The folder-cycle check of `npm run lint` (docs/decisions/027), on made-up files and on the app itself.
const graphOf = (files: Record<string, string>) => folderGraph(Object.keys(files).map((file) => resolve('app', file)), (file: string) => files[file.slice(resolve('app').length + 1)] ?? '')

describe('folder cycles', () => {
  it('finds two folders that import each other, through any kind of import', () => {
    const graph = graphOf({
      'components/sections/news-section.tsx': "import { NewsSlider } from '~/features/news/news-slider'\nexport { NewsSlider }\n",
      'features/news/blog-pages.tsx': "import type { Crumb } from '../../components/sections/page-header'\nexport type { Crumb }\n",
    })
    expect(cycles(graph)).toEqual([['components/sections', 'features/news']])
    for (const code of ["export { a } from '~/frame/x'", "const a = () => import('~/frame/x')", "let a: import('~/frame/x').A"]) {
      expect(cycles(graphOf({ 'lib/a.ts': code, 'frame/x.ts': "import { b } from '~/lib/b'\nexport { b }\n" }))).toEqual([['frame', 'lib']])
    }
  })

  it('finds a cycle through three folders, and none where imports only go down', () => {
    expect(cycles(graphOf({ 'frame/a.ts': "import '~/features/shop/b'", 'features/shop/b.ts': "import '~/components/ui/c'", 'components/ui/c.ts': "import '~/frame/a'" }))).toEqual([['components/ui', 'features/shop', 'frame']])
    expect(cycles(graphOf({ 'frame/a.ts': "import '~/features/shop/b'", 'features/shop/b.ts': "import '~/components/ui/c'", 'components/ui/c.ts': "import '~/lib/d'" }))).toEqual([])
  })

  it('leaves out imports inside one folder, packages, and script URLs', () => {
    expect(isAssetReference('~/frame/toasts?worker&url')).toBe(true)
    expect(isAssetReference('~/styles/app.css?url')).toBe(true)
    expect(isAssetReference('~/frame/toasts')).toBe(false)
    const graph = graphOf({
      'features/shop/cart/a.ts': "import '../b'\nimport 'react'\nimport script from '~/frame/cart-panel?worker&url'\nexport { script }\n",
      'frame/cart-panel.ts': "import '~/features/shop/b'",
    })
    expect(cycles(graph)).toEqual([])
  })

  it('finds none in the app', () => {
    expect(cycles(folderGraph())).toEqual([])
  })
})
