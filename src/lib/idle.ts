/** Calls back in an idle period of the browser's, or after `timeoutMs` at the latest. */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: timeoutMs })
  else setTimeout(task, 1)
}

/** Calls back once the page has loaded: at once when it already has. */
export function afterLoad(task: () => void): void {
  if (document.readyState === "complete") task()
  else window.addEventListener("load", task, { once: true })
}
