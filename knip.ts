import { defineConfig } from 'knip/config'

/**
 * The dead-code check of `npm run lint` (issue #37 item 5): unused files, exports and dependencies.
 * Its plugins find React Router's routes (app/routes.ts), Vite's and Vitest's configs and tests,
 * Playwright's specs and the package.json scripts. Named here is what is run in ways it cannot see.
 */
export default defineConfig({
  entry: [
    // npm run bench runs every file of scripts/bench/ in turn (readdir + spawn).
    'scripts/bench/*.js',
    // Run by hand after changing their sources (README: How the code is laid out).
    'scripts/og-image.js',
    'scripts/subset-font.js',
    'scripts/outline-artwork.js',
    // Spawned as a second site process by tests/integration/news-image-instances.test.ts.
    'tests/integration/helpers/news-image-instance.ts',
    // Stryker's Vitest runner reads it (stryker.config.mjs: vitest.configFile).
    'vitest.mutation.config.ts',
  ],
  ignoreDependencies: [
    // Resolved by path in tests/e2e/html-conformance.spec.ts (createRequire().resolve('vnu-jar/package.json')).
    'vnu-jar',
    // Its types are named in a JSDoc import of stryker.config.mjs; @stryker-mutator/core installs it.
    '@stryker-mutator/api',
  ],
  // System programs, not packages: runuser starts PostgreSQL as its user, java runs the HTML checker.
  ignoreBinaries: ['runuser', 'java'],
})
