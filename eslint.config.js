import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import rules (docs/decisions/013): features stay apart, server-only code stays out of the
 * browser, and nothing in app/ reaches into the Express server in server/.
 * - i18n, seo, theme and consent (privacy choices) are foundations every feature may use; leads, news and shop use only
 *   those; content (the pages' files) uses only the foundations, and search reads content, news and shop; accounts
 *   use the lead forms' fields, mail and rate limits, and the shop's cart and wishlist.
 * - Outside route modules (whose loaders React Router keeps on the server) and server files, no
 *   module imports a `*.server` module or app/lib/server.
 */
const FEATURES = ['i18n', 'seo', 'theme', 'consent', 'leads', 'news', 'shop', 'content', 'search', 'accounts', 'admin', 'page-views']
const FOUNDATIONS = ['i18n', 'seo', 'theme', 'consent']
const MAY_USE = { leads: [], news: [], shop: [], content: [], search: ['content', 'news', 'shop'], accounts: ['leads', 'shop'], admin: ['accounts', 'leads', 'page-views'], 'page-views': [], i18n: [], seo: [], theme: [], consent: [] }
/** Where server-only code may be imported: server files, route modules (loaders), tests. */
const SERVER_SIDE = ['app/routes/**', 'app/**/*.server.{ts,tsx}', 'app/lib/server/**', 'app/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'app/entry.server.tsx']

const SERVER_DIR = { regex: '^(\\.\\./)+server/', message: 'app/ never imports the Express server (server/); shared infrastructure lives in app/lib/server.' }
const SERVER_ONLY = [
  { regex: '\\.server$', allowTypeImports: true, message: 'Server-only module: import it from a *.server.ts file or a route loader, never from code the browser runs.' },
  { regex: '^~/lib/server/', allowTypeImports: true, message: 'Server-only infrastructure: import it from a *.server.ts file or a route loader.' },
]

function featurePatterns(feature) {
  const forbidden = FEATURES.filter((other) => other !== feature && !FOUNDATIONS.includes(other) && !MAY_USE[feature].includes(other))
  const message = `features/${feature} may use only ${[...FOUNDATIONS, ...MAY_USE[feature]].join(', ')} of the other features.`
  const group = forbidden.join('|')
  return [
    ...(group ? [{ regex: `^~/features/(${group})(/|$)`, message }, { regex: `^(\\.\\./)+(${group})/`, message }] : []),
    { regex: '^~/routes/', message: 'Features never import route modules.' },
  ]
}

/**
 * The frame script and the sections' scripts run on pages without React (docs/decisions/021, 023):
 * they import DOM modules and shared constants, never React, React Router, a component or a route.
 * (The toast store and its DOM renderer live in components/ui beside the React toast, and are plain DOM code.)
 */
const WITHOUT_REACT = [
  { regex: '^react(-dom|-router)?(/|$)', message: 'The frame and section scripts run on pages without React: no React here (docs/decisions/021).' },
  { regex: '^~/components/(?!ui/(toast-(store|renderer)|field-message)$)', message: 'Components are React; the frame and section scripts work on their server-rendered markup through shared constants.' },
  { regex: '^~/routes/', message: 'Scripts never import route modules.' },
]

/** One config per scope: a file gets exactly one set of import patterns (later configs replace a rule's options). */
const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } })

const importRules = [
  restrict(['app/**/*.{ts,tsx}', 'content/**/*.ts'], [SERVER_DIR, ...SERVER_ONLY], SERVER_SIDE),
  restrict(SERVER_SIDE, [SERVER_DIR]),
  restrict(['app/frame/**/*.ts', 'app/section-scripts/**/*.ts'], [SERVER_DIR, ...SERVER_ONLY, ...WITHOUT_REACT], ['app/**/*.test.{ts,tsx}']),
  ...FEATURES.flatMap((feature) => [
    restrict([`app/features/${feature}/**/*.{ts,tsx}`], [SERVER_DIR, ...SERVER_ONLY, ...featurePatterns(feature)], SERVER_SIDE),
    restrict([`app/features/${feature}/**/*.server.{ts,tsx}`, `app/features/${feature}/**/*.test.{ts,tsx}`], [SERVER_DIR, ...featurePatterns(feature)]),
  ]),
]

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '**/*.tmp.mjs', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...importRules,
)
