/**
 * The site's scripts start downloading once the page's first contentful paint has been presented,
 * not when the parser reaches them. Gatsby ends every page with `<script src async>` tags for its
 * runtime, framework and app bundles: on a fast connection they arrive while the browser still lays
 * out and rasterises the page, and run before it is shown (measured in Lighthouse's trace of /about:
 * the framework evaluated at 123–137 ms, the first frame presented at 151 ms); on a slow one they share
 * the bandwidth with the hero image. After the build has written each page (postbuild.ts) these tags
 * become one inline loader that names them in `data-scripts`; clicks made before the code has run
 * are held by the early-clicks script (src/lib/early-clicks.ts) as they were while the bundles loaded.
 *
 * Gatsby offers no API for its own script tags, so this reads its output (GATSBY_BUNDLE_SCRIPT,
 * src/framework/internals.ts); the framework check (framework-check.ts) stops the build when one of
 * its pages has neither those tags nor the loader, rather than ship a page that would never hydrate.
 */
import { GATSBY_BUNDLE_SCRIPT } from "../framework/internals"

/** How long the loader waits for a paint it can observe before it starts the scripts anyway. */
export const PAINT_WAIT_MS = 1000

/**
 * Plain ES5: starts the scripts listed in its own `data-scripts` once the browser reports the first
 * contentful paint, at once where it cannot report one (no Paint Timing, a hidden tab, which does not
 * paint), when the tab is hidden before it paints, or after PAINT_WAIT_MS at the latest.
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT = `(function(){var me=document.currentScript,started=false;function start(){if(started)return;started=true;removeEventListener("visibilitychange",start);var list=me.getAttribute("data-scripts").split(" ");for(var i=0;i<list.length;i++){var s=document.createElement("script");s.src=list[i];document.body.appendChild(s)}}var P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return start();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});addEventListener("visibilitychange",start);setTimeout(start,${PAINT_WAIT_MS})})()`

/** Whether the page has the loader already: written by an earlier build, and left in place by Gatsby. */
export const hasScriptsLoader = (html: string): boolean => /<script data-scripts="[^"]*">/.test(html)

/**
 * The page with its bundle script tags replaced by the loader, where the first of them stood. A page
 * without them (one with the loader already, a file copied from static/) is left as it is.
 */
export function withScriptsAfterPaint(html: string): string {
  const sources = Array.from(html.matchAll(GATSBY_BUNDLE_SCRIPT), match => match[1])
  if (sources.length === 0) return html
  let first = true
  return html.replace(GATSBY_BUNDLE_SCRIPT, () => {
    if (!first) return ""
    first = false
    return `<script data-scripts="${sources.join(" ")}">${SCRIPTS_AFTER_PAINT_SCRIPT}</script>`
  })
}
