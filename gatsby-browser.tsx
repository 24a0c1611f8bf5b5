import type { GatsbyBrowser } from "gatsby"
import { BUILD_VERSION, VERSION_CHECK_INTERVAL_MS } from "./src/lib/build-info"
import { afterFirstUse } from "./src/lib/first-use"
import { afterLoad, whenIdle } from "./src/lib/idle"
import { nextTask } from "./src/lib/nextTask"
import { hasOutbox } from "./src/lib/outbox-key"
import { hydrateInSlices } from "./src/root/hydrate"
import { wrapPage } from "./src/root/wrapPage"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage

/**
 * A built page has the global styles in its head (src/root/renderPage.tsx); `gatsby develop` renders
 * pages without server HTML, so there, and only there, the browser renders them. The condition is a
 * constant to webpack: a production bundle has neither this code nor the styles' emotion runtime.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] | undefined =
  process.env.NODE_ENV === "development"
    ? (require("./src/styles/GlobalStyles") as typeof import("./src/styles/GlobalStyles")).withGlobalStyles
    : undefined

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type is the legacy ReactDOM.render.
export const replaceHydrateFunction = (): typeof hydrateInSlices => hydrateInSlices

/** Page changes scroll to the top unless the address carries a hash (spec 000 §2.1). */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}

/** The longest the background tasks' code waits for an idle moment once the page has loaded and been used. */
const BACKGROUND_IDLE_TIMEOUT_MS = 10_000

/**
 * Webhook bodies left in the outbox by a failed send are re-sent when due. A newer deployment
 * reloads open tabs (spec 000 §7 call 7; production builds only, never under a form holding unsent
 * input), checked a minute after start-up and every minute after. The code loads in an idle moment
 * once the visitor uses the page (at once with an outbox to re-send), or at the first check's
 * moment: a visit that only reads the first screen downloads none of it.
 */
function startBackgroundLater() {
  let started = false
  const start = (checkNow: boolean) => {
    if (started) return
    started = true
    void import("./src/lib/background").then(({ checkVersion, currentVersion, hasUnsentInput, resumeOutbox, startVersionCheck }) => {
      resumeOutbox()
      if (process.env.NODE_ENV !== "production") return
      const deps = {
        fetch: (...args: Parameters<typeof window.fetch>) => window.fetch(...args),
        current: currentVersion() ?? BUILD_VERSION,
        origin: `${window.location.origin}/`,
        reload: () => window.location.reload(),
        busy: hasUnsentInput,
      }
      startVersionCheck(deps)
      if (checkNow) void checkVersion(deps)
    })
  }
  const inIdleTime = () => afterLoad(() => whenIdle(() => start(false), BACKGROUND_IDLE_TIMEOUT_MS))
  if (hasOutbox()) inIdleTime()
  else afterFirstUse(inIdleTime)
  setTimeout(() => start(true), VERSION_CHECK_INTERVAL_MS)
}

/**
 * Leads past the outbox's maximum age leave local storage on every page load, not only once the
 * outbox's code has loaded in an idle moment (a short visit may never have one). Without an outbox
 * this costs one storage read; the outbox's code loads only when there is one.
 */
function expireOutboxNow() {
  if (hasOutbox()) void import("./src/lib/outbox-sender").then(({ expireOutbox }) => expireOutbox())
}

/**
 * Expired leads leave the outbox now; the outbox's re-sends and the version check load their code
 * later, not with the page's own.
 * Gatsby waits for the returned promise before it starts loading the page: that start-up runs in
 * a task of its own instead of lengthening the long one that evaluated the framework and app scripts.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  expireOutboxNow()
  startBackgroundLater()
  return nextTask()
}
