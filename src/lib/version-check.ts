import { BUILD_VERSION_META, VERSION_CHECK_INTERVAL_MS } from "./build-info"

/** The build version in a page's HTML, or null when the meta tag is absent. */
export function versionFromHtml(html: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]*name=["']${BUILD_VERSION_META}["'][^>]*>`, "i"))?.[0]
  return tag?.match(/content=["']([^"']*)["']/i)?.[1] ?? null
}

export interface VersionCheckDeps {
  fetch: typeof fetch
  /** The version this page was built with. */
  current: string
  /** Address of the site's home page (the site origin). */
  origin: string
  reload: () => void
  /** True while a form holds unsent input: a new version then waits for a later check. */
  busy?: () => boolean
  log?: (message: string, error?: unknown) => void
}

/** Logged when a new version waits for a form's unsent input to be sent or discarded. */
export const RELOAD_POSTPONED = "A new version is available: the reload waits until the form's input is sent or discarded"

/**
 * One check (spec 000 §7 call 7): a no-cache GET of the site origin; a different build version
 * reloads the page, unless a form holds unsent input: then the next check decides again. Failures
 * are only logged.
 */
export async function checkVersion({ fetch, current, origin, reload, busy = () => false, log = console.warn }: VersionCheckDeps): Promise<void> {
  try {
    const response = await fetch(origin, { cache: "no-cache", headers: { "Cache-Control": "no-cache" } })
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
    const latest = versionFromHtml(await response.text())
    if (!latest || latest === current) return
    if (busy()) log(RELOAD_POSTPONED)
    else reload()
  } catch (error) {
    log("Version check failed", error)
  }
}

/**
 * Checks every 60 s while the tab is visible; hiding the tab stops the timer and showing it
 * again restarts it. Returns a function that stops everything.
 */
export function startVersionCheck(deps: VersionCheckDeps, doc: Document = document, intervalMs = VERSION_CHECK_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  const stop = () => {
    clearInterval(timer)
    timer = undefined
  }
  const start = () => {
    if (timer === undefined) timer = setInterval(() => void checkVersion(deps), intervalMs)
  }
  const onVisibility = () => (doc.hidden ? stop() : start())
  doc.addEventListener("visibilitychange", onVisibility)
  onVisibility()
  return () => {
    stop()
    doc.removeEventListener("visibilitychange", onVisibility)
  }
}

/** The version meta tag of the current document. */
export function currentVersion(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_VERSION_META}"]`)?.content ?? null
}
