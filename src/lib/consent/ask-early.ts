import { CONSENT_STORAGE_KEY } from "./consent"

/** On <html> while the visitor is being asked: the consent banner shows only then (ConsentBanner.tsx). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask"

/**
 * The banner is in every page's HTML, so a first visit sees it in the first paint instead of once the
 * page has hydrated (on a small page it was the largest paint, seconds late on a phone). This inline
 * script in the head marks the document before its body is parsed when no choice is stored (or
 * storage cannot be read), so a visitor who has chosen never sees it. It reads no further: the
 * stored choice's rules stay in consent.ts, and an unreadable one reopens the banner after hydration.
 * Plain ES5 in a string: it runs before any bundle, and the page's CSP hashes it like every inline script.
 */
export const CONSENT_ASK_SCRIPT = `(function(){var ask=true;try{ask=!localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})}catch(e){}if(ask)document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")})()`
