/**
 * Google's gtag command queue. Consent Mode v2 needs its defaults in dataLayer before any Google
 * script loads, so they are queued here directly; window.gtag itself is defined only once gtag.js
 * has loaded after consent, so code that checks for it (trackLead) sends nothing without Analytics.
 */
export function queueGtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? []
  // gtag.js expects the Arguments object itself, not an array.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments)
}

const configured = new Set<string>()

/** gtag.js has loaded after consent: the global appears and the property is configured once. */
export function startAnalytics(measurementId: string): void {
  window.gtag = queueGtag
  if (configured.has(measurementId)) return
  configured.add(measurementId)
  queueGtag("js", new Date())
  queueGtag("config", measurementId)
}

/** Analytics consent withdrawn: the loaded gtag.js gets the denied update, and no more conversions. */
export function stopAnalytics(): void {
  delete window.gtag
}
