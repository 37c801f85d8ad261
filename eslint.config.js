import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import rules (docs/decisions/013): features stay apart, server-only code stays out of the
 * browser, and nothing in app/ reaches into the Express server in server/.
 * - i18n, seo, theme and consent (privacy choices) are foundations every feature may use; leads, news and shop use only
 *   those (leads also tell the lead webhooks, which use only the foundations); content (the pages' files) uses only the foundations, and search reads content, news and shop; accounts
 *   use the shop's cart and wishlist (rate limits, the body reader and IP truncation are app/lib/server's); the content editor
 *   (editor) edits and checks content's files.
 * - Outside route modules (whose loaders React Router keeps on the server) and server files, no
 *   module imports a `*.server` module or app/lib/server.
 */
const FEATURES = ['i18n', 'seo', 'theme', 'consent', 'leads', 'news', 'shop', 'content', 'search', 'accounts', 'admin', 'page-views', 'editor', 'webhooks']
const FOUNDATIONS = ['i18n', 'seo', 'theme', 'consent']
const MAY_USE = { leads: ['webhooks'], news: [], shop: [], content: [], search: ['content', 'news', 'shop'], accounts: ['shop'], admin: ['accounts', 'leads', 'page-views', 'webhooks'], 'page-views': [], editor: ['content'], webhooks: [], i18n: [], seo: [], theme: [], consent: [] }
/** Where server-only code may be imported: server files, route modules (loaders), tests. */
const SERVER_SIDE = ['app/routes/**', 'app/**/*.server.{ts,tsx}', 'app/lib/server/**', 'app/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'app/entry.server.tsx']

const SERVER_DIR = { regex: '^(\\.\\./)+server/', message: 'app/ never imports the Express server (server/); shared infrastructure lives in app/lib/server.' }
const SERVER_ONLY = [
  { regex: '\\.server$', allowTypeImports: true, message: 'Server-only module: import it from a *.server.ts file or a route loader, never from code the browser runs.' },
  { regex: '^~/lib/server/', allowTypeImports: true, message: 'Server-only infrastructure: import it from a *.server.ts file or a route loader.' },
]

/**
 * The folders' layers (docs/decisions/027; scripts/folder-cycles.js fails `npm run lint` on any cycle
 * between folders; these name the wrong import as it is typed): app/lib at the bottom, then the i18n
 * foundation, components/ui (primitives), components/page (an inner page's header band), the other
 * foundations and the section scripts, the other features, the frame script (it uses the features'
 * no-React modules), components/layout (it loads the frame's navigation progress), components/sections
 * (they draw the layout's brand icons). A frame script is put on a page by its URL (`?worker&url`),
 * never imported as code from below; what it shares with React's bundles is in app/lib/frame-hooks.ts (data attributes) and app/lib/frame-events.ts (window events).
 */
const FRAME_CODE = { regex: '^~/(frame|section-scripts)/(?!.*[?&]url$)', message: 'Put the frame and section scripts on a page by URL (`?worker&url`); what they share with React lives in app/lib/frame-hooks.ts (attributes) and app/lib/frame-events.ts (events) (docs/decisions/027).' }
const FEATURE_LAYER = [
  { regex: '^~/components/(sections|layout|hydration)(/|$)', message: 'Features build on components/ui and components/page; the sections and the layout compose the features, not the other way round (docs/decisions/027).' },
  { regex: '^~/frame/(?!.*[?&]url$)', message: 'Put a frame script on a page by URL (`?worker&url`); what it shares with React lives in app/lib/frame-hooks.ts and frame-events.ts (docs/decisions/027).' },
]
const UI_LAYER = [
  { regex: '^~/components/(?!ui/)', message: 'components/ui holds primitives: it imports no other component folder (docs/decisions/027).' },
  { regex: '^~/features/(?!i18n/)', message: 'components/ui uses only the i18n foundation of the features (docs/decisions/027).' },
  FRAME_CODE,
]
const PAGE_LAYER = [
  { regex: '^~/components/(?!(ui|page)/)', message: 'components/page sits on components/ui: the sections and the layout use it, not the other way round (docs/decisions/027).' },
  { regex: '^~/features/(?!i18n/)', message: 'components/page uses only the i18n foundation of the features: the features\' pages use it (docs/decisions/027).' },
  FRAME_CODE,
]
const LIB_LAYER = [{ regex: '^~/(components|features|frame|section-scripts|routes)/', message: 'app/lib is the bottom layer: it imports no component, feature, script or route (docs/decisions/027).' }]

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
 * (The toast's DOM renderer and the field-message renderer live in components/ui beside their React
 * counterparts, and are plain DOM code; the toast store and the window events live in app/lib.)
 */
const WITHOUT_REACT = [
  { regex: '^react(-dom|-router)?(/|$)', message: 'The frame and section scripts run on pages without React: no React here (docs/decisions/021).' },
  { regex: '^~/components/(?!ui/(toast-renderer|field-message)$)', message: 'Components are React; the frame and section scripts work on their server-rendered markup through shared constants.' },
  { regex: '^~/routes/', message: 'Scripts never import route modules.' },
]

/** One config per scope: a file gets exactly one set of import patterns (later configs replace a rule's options). */
const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } })

const importRules = [
  restrict(['app/**/*.{ts,tsx}', 'content/**/*.ts'], [SERVER_DIR, ...SERVER_ONLY], SERVER_SIDE),
  restrict(SERVER_SIDE, [SERVER_DIR]),
  restrict(['app/frame/**/*.ts', 'app/section-scripts/**/*.ts'], [SERVER_DIR, ...SERVER_ONLY, ...WITHOUT_REACT], ['app/**/*.test.{ts,tsx}']),
  restrict(['app/components/ui/**/*.{ts,tsx}'], [SERVER_DIR, ...SERVER_ONLY, ...UI_LAYER], SERVER_SIDE),
  restrict(['app/components/page/**/*.{ts,tsx}'], [SERVER_DIR, ...SERVER_ONLY, ...PAGE_LAYER], SERVER_SIDE),
  restrict(['app/lib/**/*.{ts,tsx}'], [SERVER_DIR, ...SERVER_ONLY, ...LIB_LAYER], SERVER_SIDE),
  ...FEATURES.flatMap((feature) => [
    restrict([`app/features/${feature}/**/*.{ts,tsx}`], [SERVER_DIR, ...SERVER_ONLY, ...featurePatterns(feature), ...FEATURE_LAYER], SERVER_SIDE),
    restrict([`app/features/${feature}/**/*.server.{ts,tsx}`], [SERVER_DIR, ...featurePatterns(feature), ...FEATURE_LAYER], ['app/**/*.test.{ts,tsx}']),
    // A test sets up whatever it checks against (the frame's script over a feature's markup).
    restrict([`app/features/${feature}/**/*.test.{ts,tsx}`], [SERVER_DIR, ...featurePatterns(feature)]),
  ]),
  // The editor's preview renders an entry as its route would, so it composes the sections.
  restrict(['app/features/editor/editor-preview.server.tsx'], [SERVER_DIR, ...featurePatterns('editor')]),
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
