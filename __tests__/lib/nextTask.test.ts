import { MessageChannel as NodeMessageChannel } from "node:worker_threads"
import { nextTask } from "../../src/lib/nextTask"

// jsdom has no MessageChannel; browsers and Node do.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel

/** Queues `count` microtasks one after another; resolves with how many ran by the time it is asked. */
function microtaskChain(count: number) {
  let ran = 0
  const step = (): void => {
    ran += 1
    if (ran < count) queueMicrotask(step)
  }
  queueMicrotask(step)
  return () => ran
}

describe("nextTask", () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler
  })

  it("resolves in a later task: every microtask queued meanwhile, however long the chain, runs first", async () => {
    const ran = microtaskChain(500)
    await nextTask()
    expect(ran()).toBe(500)
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve())
    ;(globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser }
    await nextTask()
    expect(yieldToBrowser).toHaveBeenCalledTimes(1)
  })
})
