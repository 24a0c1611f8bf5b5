/**
 * The one place for the values the spec hides behind placeholders ({email}, {phone}, {host}, …).
 * Editors override contact details and the booking link through the CMS settings; these are the
 * fallbacks. Only GATSBY_-prefixed variables reach the browser bundle, and none of them is secret.
 */
const env = (value: string | undefined, fallback: string): string =>
  value && value.trim() !== "" ? value.trim() : fallback

/** A comma-separated list of host names, lower-cased; the fallback when it names none. */
const hostList = (value: string | undefined, fallback: readonly string[]): readonly string[] => {
  const hosts = (value ?? "").split(",").map(host => host.trim().toLowerCase()).filter(Boolean)
  return hosts.length > 0 ? hosts : fallback
}

const BOOKING_LINK = "https://calendly.com/lumenaut/30min"

export const SITE = {
  name: "Lumenaut Technologies",
  shortName: "Lumenaut",
  url: env(process.env.GATSBY_SITE_URL, "https://www.lumenaut.dev"),
  tagline: "Software, AI and automation that run your business on auto-pilot.",
  email: "hello@lumenaut.dev",
  careersEmail: "careers@lumenaut.dev",
  phone: "+92 321 4578206",
  whatsapp: "https://wa.me/923214578206",
  /** Fallback booking link (30-minute call) when settings give none. */
  bookingLink: BOOKING_LINK,
  /**
   * The scheduling provider's domains (each with its subdomains): the auto-pilot button accepts only
   * links on them (or '#'), and only a booking page on them is given a visitor's answers in the
   * lead's booking tab. Not a CMS setting: an editor's account must not widen it.
   * GATSBY_BOOKING_HOSTS (comma-separated) replaces the default, the fallback booking link's host.
   */
  bookingHosts: hostList(process.env.GATSBY_BOOKING_HOSTS, [new URL(BOOKING_LINK).hostname]),
  address: { locality: "Lahore", country: "Pakistan", countryCode: "PK" },
  social: {
    facebook: "https://www.facebook.com/lumenaut",
    x: "https://x.com/lumenaut",
    instagram: "https://www.instagram.com/lumenaut",
    youtube: "https://www.youtube.com/@lumenaut",
  },
  defaultShareImage: "/og/default.jpg",
  /** Written by the build (src/build/icons.ts), linked by every page's head (WebManifestLink). */
  webManifest: "/site.webmanifest",
} as const

/** Every address the browser calls; the CSP's connect-src is built from this list (src/build/headers.ts). */
export const ENDPOINTS = {
  automationBase: env(process.env.GATSBY_AUTOMATION_BASE_URL, "https://automation.lumenaut.dev"),
  leadWebhook: env(
    process.env.GATSBY_LEAD_WEBHOOK_URL,
    "https://automation.lumenaut.dev/webhook/lead-capture"
  ),
  /** Country lookups for the phone field's default country (spec 000 §7 calls 5-6): CDN trace first, then IP info. */
  geoTrace: env(process.env.GATSBY_GEO_TRACE_URL, "https://www.cloudflare.com/cdn-cgi/trace"),
  geoIpInfo: env(process.env.GATSBY_GEO_IPINFO_URL, "https://ipapi.co/json/"),
  /** Public, token-less CMS address for a forced refresh in the browser; empty disables it. */
  cmsPublic: env(process.env.GATSBY_CMS_PUBLIC_URL, ""),
} as const

export const ANALYTICS = {
  gaMeasurementId: env(process.env.GATSBY_GA_MEASUREMENT_ID, ""),
  metaPixelId: env(process.env.GATSBY_META_PIXEL_ID, ""),
} as const
