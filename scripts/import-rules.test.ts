import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import rules of eslint.config.js, checked on snippets as if they were files of the app.
const eslint = new ESLint()

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message)
}

describe('import rules', () => {
  it('keep the domain features apart', async () => {
    expect(await importErrors('app/features/shop/x.tsx', "import { a } from '~/features/leads/lead-form'\nexport { a }\n")).toHaveLength(1)
    expect(await importErrors('app/features/leads/x.ts', "import { a } from '~/features/news/news-types'\nexport { a }\n")).toHaveLength(1)
    expect(await importErrors('app/features/shop/cart/x.ts', "import { a } from '../../news/news-types'\nexport { a }\n")).toHaveLength(1)
    // Foundations are for everyone; the search composes the features whose pages it finds.
    expect(await importErrors('app/features/shop/x.tsx', "import { a } from '~/features/i18n/languages'\nexport { a }\n")).toEqual([])
    expect(await importErrors('app/features/search/x.ts', "import { a } from '~/features/content/page-schema'\nexport { a }\n")).toEqual([])
    expect(await importErrors('app/features/shop/cart/x.ts', "import { a } from '../catalog'\nexport { a }\n")).toEqual([])
  })

  it('keep server-only code out of what the browser runs', async () => {
    expect(await importErrors('app/components/layout/x.tsx', "import { a } from '~/features/news/news.server'\nexport { a }\n")).toHaveLength(1)
    expect(await importErrors('app/features/shop/x.tsx', "import { a } from '~/lib/server/logger.server'\nexport { a }\n")).not.toHaveLength(0)
    // Types vanish in the build; route modules' loaders and server files may import it.
    expect(await importErrors('app/components/layout/x.tsx', "import type { A } from '~/features/news/news.server'\nexport type { A }\n")).toEqual([])
    expect(await importErrors('app/routes/x.tsx', "import { a } from '~/features/news/news.server'\nexport { a }\n")).toEqual([])
    expect(await importErrors('app/features/news/x.server.ts', "import { a } from '~/lib/server/logger.server'\nexport { a }\n")).toEqual([])
  })

  it('keep the folders in their layers (docs/decisions/027)', async () => {
    const code = (from: string) => `import { a } from '${from}'\nexport { a }\n`
    // Features build on components/ui and components/page; the sections and the layout compose them.
    expect(await importErrors('app/features/news/x.tsx', code('~/components/sections/page-header'))).toHaveLength(1)
    expect(await importErrors('app/features/shop/x.server.ts', code('~/components/layout/frame-data'))).toHaveLength(1)
    expect(await importErrors('app/features/news/x.tsx', code('~/components/page/page-header'))).toEqual([])
    // A frame script is put on a page by its URL; its events are in app/lib.
    expect(await importErrors('app/features/shop/x.ts', code('~/frame/frame-events'))).toHaveLength(1)
    expect(await importErrors('app/features/shop/x.ts', code('~/frame/cart-panel?worker&url'))).toEqual([])
    expect(await importErrors('app/components/ui/x.tsx', code('~/frame/toasts'))).toHaveLength(1)
    // Primitives use only the i18n foundation, and no other component folder.
    expect(await importErrors('app/components/ui/x.tsx', code('~/features/shop/catalog'))).toHaveLength(1)
    expect(await importErrors('app/components/ui/x.tsx', code('~/components/page/breadcrumb'))).toHaveLength(1)
    expect(await importErrors('app/components/ui/x.tsx', code('~/features/i18n/i18n-context'))).toEqual([])
    expect(await importErrors('app/components/page/x.tsx', code('~/components/sections/artwork'))).toHaveLength(1)
    // app/lib is the bottom.
    expect(await importErrors('app/lib/x.ts', code('~/features/i18n/languages'))).toHaveLength(1)
    // A test sets up whatever it checks against.
    expect(await importErrors('app/features/shop/x.test.ts', code('~/frame/header-counts'))).toEqual([])
  })

  it('keep app/ out of the Express server', async () => {
    expect(await importErrors('app/features/leads/x.server.ts', "import { a } from '../../../server/page-cache'\nexport { a }\n")).toHaveLength(1)
    expect(await importErrors('app/routes/x.tsx', "import { a } from '../../server/app'\nexport { a }\n")).toHaveLength(1)
  })
})
