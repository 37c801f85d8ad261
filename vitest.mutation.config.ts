import { defineConfig } from 'vitest/config'
import { LoadFailureReporter } from './tests/mutation/load-failure-reporter'
import base from './vitest.config'

/**
 * The tests `npm run mutation` (stryker.config.mjs) runs against each mutant: only the unit tests
 * of the mutated modules, so one run takes minutes. The rest of `npm test` does not run here.
 */
const MUTATION_TESTS = [
  'app/features/accounts/account.schema.test.ts',
  'app/features/leads/lead.schema.test.ts',
  'app/features/shop/checkout/checkout.schema.test.ts',
  'app/lib/server/rate-limit.server.test.ts',
  'app/features/leads/client-address.server.test.ts',
  'server/page-cache.test.ts',
  'server/page-cache.clock.test.ts',
  'app/features/i18n/localize-path.test.ts',
  'app/features/i18n/negotiate.test.ts',
  'app/features/shop/checkout/order-summary.test.ts',
]

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: MUTATION_TESTS,
    // A mutant that stops a module from loading is a failed test, not a survivor (see the reporter).
    reporters: ['default', new LoadFailureReporter()],
  },
})
