import type { RunnerTestFile as File } from 'vitest'
import { describe, expect, it } from 'vitest'
import { LoadFailureReporter } from './load-failure-reporter'

function file(name: string, state: 'pass' | 'fail', tasks: File['tasks'] = []): File {
  const error = { name: 'TypeError', message: `${name} could not be imported` }
  return { type: 'suite', id: name, name, fullName: name, filepath: `/repo/${name}`, mode: 'run', meta: {}, projectName: '', file: undefined as never, tasks, result: { state, errors: state === 'fail' ? [error] : undefined } } as File
}

function run(files: File[]) {
  const reporter = new LoadFailureReporter()
  reporter.onInit({ state: { getFiles: () => files } as never })
  reporter.onTestRunEnd()
  return files
}

describe('LoadFailureReporter', () => {
  it('gives a test file that failed without collecting a test one failed test with its error', () => {
    const [broken] = run([file('schema.test.ts', 'fail')])
    expect(broken!.tasks).toHaveLength(1)
    expect(broken!.tasks[0]).toMatchObject({
      type: 'test',
      name: 'the test file loads',
      file: broken,
      suite: broken,
      result: { state: 'fail', errors: [{ message: 'schema.test.ts could not be imported' }] },
    })
  })

  it('leaves files that loaded as they are, passed or failed', () => {
    const failedTest = { type: 'test', name: 'a test', result: { state: 'fail' } } as File['tasks'][number]
    const [passed, failed] = run([file('a.test.ts', 'pass'), file('b.test.ts', 'fail', [failedTest])])
    expect(passed!.tasks).toEqual([])
    expect(failed!.tasks).toEqual([failedTest])
  })
})
