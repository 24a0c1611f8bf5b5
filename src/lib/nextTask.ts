type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one. Uses the
 * browser's scheduler.yield where it exists (the continuation keeps its priority), else a message,
 * which background tabs do not throttle as they do setTimeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === "function") return scheduler.yield()
  return new Promise(resolve => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
