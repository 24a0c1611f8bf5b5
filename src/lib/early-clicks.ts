/**
 * Clicks made before the site's code has run. Gatsby's scripts start after the first paint
 * (src/build/scripts-after-paint.ts) and load `async`: a tap at once after the HTML shows can come
 * before the app bundle, when no listener exists and a button does nothing. This
 * inline script in every page's head (gatsby-ssr) holds such a click inside the page (Gatsby's root
 * element) from the first moment, its default action prevented (links and disclosures aside: the
 * browser handles them without any script), until
 * src/lib/interactions.ts takes the held targets over once React's root listens, and clicks them again.
 * Plain ES5 in a string: it runs before any bundle, and the page's CSP hashes it like every inline script.
 */
import { GATSBY_ROOT_ID } from "../framework/internals"

/** The global through which the app takes the held clicks over (and stops the holding). */
export const EARLY_CLICKS_GLOBAL = "__takeEarlyClicks"

declare global {
  interface Window {
    [EARLY_CLICKS_GLOBAL]?: () => HTMLElement[]
  }
}

/** What the browser handles without any script (following a link, opening a <details>): never held. */
export const NATIVE_CONTROLS = "a[href], summary"

export const EARLY_CLICKS_SCRIPT = `(function(){var held=[];function hold(e){var t=e.target;while(t&&!(t instanceof HTMLElement))t=t.parentNode;var root=document.getElementById("${GATSBY_ROOT_ID}");if(!t||!root||!root.contains(t)||t.closest("${NATIVE_CONTROLS}"))return;e.preventDefault();held.push(t)}addEventListener("click",hold);window.${EARLY_CLICKS_GLOBAL}=function(){removeEventListener("click",hold);delete window.${EARLY_CLICKS_GLOBAL};return held}})()`

/** Stops the early holding and returns what it held (nothing where the script did not run, as in unit tests). */
export function takeEarlyClicks(): HTMLElement[] {
  const take = window[EARLY_CLICKS_GLOBAL]
  return take ? take() : []
}
