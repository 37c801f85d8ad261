import { describe, expect, it, vi } from 'vitest'
import { prepareHydratedRouter } from './prepare-hydrated-router'

describe('prepareHydratedRouter', () => {
  it('waits for the data the first attempt suspends on, then tries again in a later task until a hook stops it, and leaves hydration to a task after that', async () => {
    const steps: string[] = []
    const otherTask = () => setTimeout(() => steps.push('other task'), 0)
    let decoded = false
    const render = vi.fn(() => {
      if (!decoded) {
        steps.push('suspend')
        throw Promise.resolve().then(() => {
          decoded = true
        })
      }
      steps.push('router created')
      otherTask() // queued before anything prepareHydratedRouter queues from here on
      throw new TypeError("Cannot read properties of null (reading 'useState')")
    })
    otherTask()
    await prepareHydratedRouter(render).then(() => steps.push('ready to hydrate'))
    expect(render).toHaveBeenCalledTimes(2)
    expect(steps).toEqual(['suspend', 'other task', 'router created', 'other task', 'ready to hydrate'])
  })

  it('gives up after the allowed attempts when the data never arrives, leaving the work to React', async () => {
    const render = vi.fn(() => {
      throw Promise.reject(new Error('stream broken'))
    })
    await expect(prepareHydratedRouter(render, 3)).resolves.toBeUndefined()
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('stops at once when rendering outside React succeeds or fails for another reason', async () => {
    const fine = vi.fn(() => null)
    await prepareHydratedRouter(fine)
    expect(fine).toHaveBeenCalledTimes(1)
    const broken = vi.fn(() => {
      throw new Error('no context')
    })
    await prepareHydratedRouter(broken)
    expect(broken).toHaveBeenCalledTimes(1)
  })
})
