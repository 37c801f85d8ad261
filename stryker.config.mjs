// @ts-check
/**
 * Mutation testing of the modules that hold the rules (#37 item 7): validation, money, limits,
 * the page cache and the language of an address. `npm run mutation` runs it (not part of
 * `npm test`); the report is reports/mutation/index.html, with a summary per file on the console.
 * Each mutant runs only the unit tests of these modules (vitest.mutation.config.ts).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'app/features/accounts/account.schema.ts',
    'app/features/leads/lead.schema.ts',
    'app/features/shop/checkout/checkout.schema.ts',
    'app/lib/server/rate-limit.server.ts',
    'server/page-cache.ts',
    'app/features/i18n/localize-path.ts',
    'app/features/i18n/negotiate.ts',
    'app/features/shop/checkout/order-summary.ts',
  ],
  // The machines have 2 cores, shared with other builds.
  concurrency: 1,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, reportScoreTable: true, reportMutants: true },
  thresholds: { high: 90, low: 80, break: null },
  // The sandbox needs the sources, the content the tests read and the configs, not the build,
  // the database folder or the e2e material.
  ignorePatterns: ['/build', '/data', '/test-results', '/playwright-report', '/coverage', '/reports', '/public', '/artwork', '/docs', '/deploy', '/tests/e2e', '/.react-router'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
