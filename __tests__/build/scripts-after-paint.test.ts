import { PAINT_WAIT_MS, SCRIPTS_AFTER_PAINT_SCRIPT, withScriptsAfterPaint } from "../../src/build/scripts-after-paint"
import { referencedScripts } from "../../scripts/page-weight.mjs"

const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const SCRIPTS_SLICE =
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>` +
  BUNDLES.map(src => `<script src="${src}" async></script>`).join("") +
  `<!-- slice-end id="_gatsby-scripts-1" -->`
const page = (scripts: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><div id="___gatsby"><main id="main"><p>Hello</p></main></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`

describe("the built page", () => {
  test("loads Gatsby's bundles through one loader where their tags stood, in their order", () => {
    const html = withScriptsAfterPaint(page(SCRIPTS_SLICE))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(
      `<script>window.___webpackCompilationHash="abc";</script><script data-scripts="${BUNDLES.join(" ")}">${SCRIPTS_AFTER_PAINT_SCRIPT}</script><!-- slice-end`
    )
    // The page-weight test and the benchmark still count them as the page's first load.
    expect(referencedScripts(html)).toEqual(BUNDLES.map(src => src.slice(1)))
  })

  test("written by an earlier build, it is left as it is", () => {
    const once = withScriptsAfterPaint(page(SCRIPTS_SLICE))
    expect(withScriptsAfterPaint(once)).toBe(once)
  })

  test("an HTML file copied from static/, not a Gatsby page, is left as it is", () => {
    const verification = "<!DOCTYPE html><html><body>site-verification: abc</body></html>"
    expect(withScriptsAfterPaint(verification)).toBe(verification)
  })
})

describe("the loader in the browser", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
  let paint: PaintCallback | undefined
  let disconnected = false
  let supported = ["paint", "largest-contentful-paint"]

  class FakeObserver {
    static get supportedEntryTypes() {
      return supported
    }
    constructor(callback: PaintCallback) {
      paint = callback
    }
    observe() {}
  }
  const reportPaint = (name: string) =>
    paint?.({ getEntriesByName: wanted => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) })

  const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
  /** The browser's visibilitychange: fired at the document, bubbling to the window. */
  const leaveTab = () => {
    setVisibility("hidden")
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }))
  }
  const started = () => Array.from(document.querySelectorAll<HTMLScriptElement>("body > script[src]"), script => script.getAttribute("src"))

  /** Runs the loader as the parser would, as the page's current script. */
  function runLoader() {
    const own = document.createElement("script")
    own.setAttribute("data-scripts", BUNDLES.join(" "))
    document.body.append(own)
    Object.defineProperty(document, "currentScript", { value: own, configurable: true })
    new Function(SCRIPTS_AFTER_PAINT_SCRIPT)()
  }

  beforeEach(() => {
    jest.useFakeTimers()
    paint = undefined
    disconnected = false
    supported = ["paint", "largest-contentful-paint"]
    setVisibility("visible")
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true })
  })
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ""
  })

  test("starts the bundles, once each and in order, when the first contentful paint is reported", () => {
    runLoader()
    expect(started()).toEqual([])
    reportPaint("first-paint")
    expect(started()).toEqual([])
    reportPaint("first-contentful-paint")
    expect(started()).toEqual(BUNDLES)
    expect(disconnected).toBe(true)
    jest.advanceTimersByTime(PAINT_WAIT_MS)
    leaveTab()
    expect(started()).toEqual(BUNDLES)
  })

  test("starts them anyway when no paint is reported in time", () => {
    runLoader()
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toEqual(BUNDLES)
  })

  test("starts them at once in a hidden tab, which does not paint, or where paints cannot be observed", () => {
    setVisibility("hidden")
    runLoader()
    expect(started()).toEqual(BUNDLES)

    document.body.innerHTML = ""
    setVisibility("visible")
    supported = ["resource"]
    runLoader()
    expect(started()).toEqual(BUNDLES)
  })

  test("starts them when the visitor leaves the tab before it has painted", () => {
    runLoader()
    leaveTab()
    expect(started()).toEqual(BUNDLES)
  })
})
