/**
 * A Lighthouse report's Total Blocking Time split by what its long tasks are attributed to: the
 * page's document (its parsing, style, layout and paint, and its inline scripts), each script file,
 * or the browser (Lighthouse's "Unattributable"). Each long task counts as Lighthouse counts it
 * (lantern's TBTUtils): the part of it between the first contentful paint and the time to
 * interactive, less 50 ms. The long-tasks audit lists the same simulated tasks the metric is
 * computed from, so the parts add up to about the metric (its durations are rounded to the millisecond).
 */
const BLOCKING_THRESHOLD_MS = 50

/** A long task's blocking time between `startMs` and `endMs`. */
export function blockingOf(task, startMs, endMs) {
  if (endMs <= startMs || task.duration < BLOCKING_THRESHOLD_MS) return 0
  const end = task.startTime + task.duration
  if (end < startMs || task.startTime > endMs) return 0
  const clipped = Math.min(end, endMs) - Math.max(task.startTime, startMs)
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS
}

/**
 * A task's source by name: "browser" (unattributed), a script file without its content hash
 * ("framework", "app", "564"), or "document" for the page itself, whose inline scripts count as it.
 */
export function sourceName(url) {
  if (!/^https?:/.test(url)) return "browser"
  const { pathname } = new URL(url)
  if (!pathname.endsWith(".js")) return "document"
  return pathname.split("/").pop().replace(/-[0-9a-f]{16,}\.js$/, "").replace(/\.js$/, "")
}

/** { source: blocking ms } for one report, largest first. */
export function blockingBySource(lhr) {
  const start = lhr.audits["first-contentful-paint"].numericValue
  const end = lhr.audits.interactive.numericValue
  const sums = new Map()
  for (const task of lhr.audits["long-tasks"].details?.items ?? []) {
    const blocking = blockingOf(task, start, end)
    if (blocking === 0) continue
    const source = sourceName(task.url)
    sums.set(source, (sums.get(source) ?? 0) + blocking)
  }
  return Object.fromEntries([...sums].sort((a, b) => b[1] - a[1]).map(([source, ms]) => [source, Math.round(ms)]))
}
