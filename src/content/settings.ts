import { SITE } from "../config/site"
import type { Selected } from "./node-input"

/** The settings' booking link and contact details as the queries select them. */
export type SettingsInput = Selected<Queries.DirectusSettings, "calendlyLink" | "footerEmail" | "footerWhatsapp" | "footerPhone" | "footerCalendly">

export interface SiteSettings {
  bookingLink: string
  contact: { email: string; whatsapp: string; phone: string; calendly: string }
}

const value = (v: string | null | undefined, fallback: string) => (v && v.trim() !== "" ? v.trim() : fallback)

/** CMS settings with the site's configured fallbacks (spec 000 §2.2 fallback booking link). */
export function siteSettings(settings: SettingsInput | null | undefined): SiteSettings {
  const bookingLink = value(settings?.calendlyLink, SITE.bookingLink)
  return {
    bookingLink,
    contact: {
      email: value(settings?.footerEmail, SITE.email),
      whatsapp: value(settings?.footerWhatsapp, SITE.whatsapp),
      phone: value(settings?.footerPhone, SITE.phone),
      calendly: value(settings?.footerCalendly, bookingLink),
    },
  }
}

/** Whether a link is an https page on one of the booking hosts (SITE.bookingHosts) or a subdomain of one. */
export function isOnBookingHost(link: string | null | undefined): boolean {
  try {
    const { protocol, hostname } = new URL(link ?? "")
    return protocol === "https:" && SITE.bookingHosts.some(host => hostname === host || hostname.endsWith(`.${host}`))
  } catch {
    return false
  }
}

/** The auto-pilot button accepts '#' or a link on the scheduling provider's domain only. */
export const isSchedulingLink = (link: string | null | undefined): boolean => link === "#" || isOnBookingHost(link)

/** What the error screen says (spec 000 §2.9), in one language: the settings' words. */
export interface ErrorScreenWords {
  title: string
  text: string
  refresh: string
}

/** The error screen's words from a language's settings node. */
export const errorScreenWords = (settings: Selected<Queries.DirectusSettings, "errorTitle" | "errorText" | "errorRefreshLabel"> | null | undefined): ErrorScreenWords => ({
  title: settings?.errorTitle ?? "", text: settings?.errorText ?? "", refresh: settings?.errorRefreshLabel ?? "",
})
