import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { siteDataPlugin } from './content/data-check.server.ts'
import { scaled } from './tests/fixtures/slowness.js'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The site's facts (content/data/*.yaml), checked with their schemas as the build does.
  plugins: [siteDataPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts', 'content/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/mutation/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One worker more than Vitest's default (cores − 1): many files wait on a PostgreSQL server, a
    // child server or the disk, and on a 2-core machine a second worker fills that wait (4.5 → 3 min
    // here, issue #57). Forks, not threads: a file's process is alone with its signals and exit code.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Time limits grow on a busy machine (TEST_SLOWNESS, tests/fixtures/slowness.js).
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
    // A fixed signing secret: tests that need the database-shared one unset it themselves.
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNING_SECRET: 'vitest-signing-secret-0123456789abcdefghij' },
  },
})
