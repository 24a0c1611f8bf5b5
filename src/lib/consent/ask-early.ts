import { CONSENT_STORAGE_KEY } from "./consent"

/** On <html> while the visitor is being asked: the consent banner shows only then (ConsentBanner.tsx). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask"

/**
 * The banner is in every page's HTML, so a first visit sees it in the first paint instead of once the
 * page has hydrated (on a small page it was the largest paint, seconds late on a phone). This inline
 * script in the head marks the document when no choice is stored (or storage cannot be read), so a
 * visitor who has chosen never sees it. It reads no further: the stored choice's rules stay in
 * consent.ts, and an unreadable one reopens the banner after hydration.
 * The read waits for a task of its own: a fresh page's first storage read is a synchronous round trip
 * to the browser (1–7 ms measured), which inside the parser's task lengthened the page's longest task
 * before its first paint. The paint still waits for the footer (gatsby-ssr.tsx, `rel=expect`), and
 * the task runs while the parser yields, so the banner is in the first paint as before.
 * Plain ES5 in a string: it runs before any bundle, and the page's CSP hashes it like every inline script.
 */
export const CONSENT_ASK_SCRIPT = `setTimeout(function(){var ask=true;try{ask=!localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})}catch(e){}if(ask)document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")})`
