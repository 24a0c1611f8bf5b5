import { ANALYTICS } from "../../config/site"
import { queueGtag } from "./gtag"

/**
 * The visitor's cookie choice and Google Consent Mode v2. Necessary storage needs no consent;
 * analytics (Google Analytics) and marketing (Meta Pixel) start denied and change only by choice.
 */
export interface ConsentChoice {
  analytics: boolean
  marketing: boolean
}

export const CONSENT_STORAGE_KEY = "lumenaut:consent"
export const DENIED: ConsentChoice = { analytics: false, marketing: false }
export const GRANTED: ConsentChoice = { analytics: true, marketing: true }

export function readConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== "object") return null
    const { analytics, marketing } = parsed as Record<string, unknown>
    if (typeof analytics !== "boolean" || typeof marketing !== "boolean") return null
    return { analytics, marketing }
  } catch {
    return null
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...choice, decidedAt: new Date().toISOString() }))
  } catch {
    // Without storage the banner simply asks again on the next visit.
  }
}

const modeOf = (choice: ConsentChoice) => ({
  analytics_storage: choice.analytics ? "granted" : "denied",
  ad_storage: choice.marketing ? "granted" : "denied",
  ad_user_data: choice.marketing ? "granted" : "denied",
  ad_personalization: choice.marketing ? "granted" : "denied",
})

// Once per page: a default queued after the visitor's update would put a granted choice back to denied.
let defaultsQueued = false

/** Consent Mode v2 defaults: everything denied until the visitor chooses. */
export function initConsentMode(): void {
  if (defaultsQueued) return
  defaultsQueued = true
  queueGtag("consent", "default", { ...modeOf(DENIED), wait_for_update: 500 })
}

export function updateConsentMode(choice: ConsentChoice): void {
  queueGtag("consent", "update", modeOf(choice))
}

/** The trackers a choice lets start: Google Analytics for analytics, the Meta Pixel for marketing, each when configured. */
export function consentedTrackers(choice: ConsentChoice | null): { gaId: string | null; pixelId: string | null } {
  return {
    gaId: choice?.analytics && ANALYTICS.gaMeasurementId ? ANALYTICS.gaMeasurementId : null,
    pixelId: choice?.marketing && ANALYTICS.metaPixelId ? ANALYTICS.metaPixelId : null,
  }
}
