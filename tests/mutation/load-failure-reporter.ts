import type { RunnerTestCase as Test, RunnerTestFile as File } from 'vitest'
import type { Reporter, Vitest } from 'vitest/node'

/**
 * A test file that cannot be imported counts as a failed test in a mutation run.
 *
 * Stryker's Vitest runner (9.6, 10.0; stryker-js issue 6150) builds a mutant's result from the
 * tests Vitest collected. A mutant that makes a module throw while it loads (`z.trim()` → `z` in
 * a schema) leaves its test files with no test at all, and a run without a failed test is
 * scored "survived": a false survivor, sending a reader after a test gap that does not exist.
 * This reporter gives each test file that failed and holds no task one failed test carrying the
 * file's error, so the mutant counts as killed. Files that loaded are left as they are.
 * Only vitest.mutation.config.ts uses it.
 */
export class LoadFailureReporter implements Reporter {
  private vitest: Pick<Vitest, 'state'> | undefined

  onInit(vitest: Pick<Vitest, 'state'>): void {
    this.vitest = vitest
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && file.tasks.length === 0) file.tasks.push(loadFailure(file))
    }
  }
}

function loadFailure(file: File): Test {
  const name = 'the test file loads'
  // A finished test as the runner's results hold it; nothing reads its context after the run.
  return {
    type: 'test',
    id: `${file.id}_load`,
    name,
    fullName: `${file.name} > ${name}`,
    fullTestName: name,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    timeout: 0,
    annotations: [],
    artifacts: [],
    context: undefined as unknown as Test['context'],
    result: { state: 'fail', errors: file.result?.errors ?? [{ name: 'Error', message: 'the test file did not load' }] },
  }
}
