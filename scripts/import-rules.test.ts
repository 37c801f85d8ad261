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

  it('keep app/ out of the Express server', async () => {
    expect(await importErrors('app/features/leads/x.server.ts', "import { a } from '../../../server/page-cache'\nexport { a }\n")).toHaveLength(1)
    expect(await importErrors('app/routes/x.tsx', "import { a } from '../../server/app'\nexport { a }\n")).toHaveLength(1)
  })
})
