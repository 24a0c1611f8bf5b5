import { safeUrl } from "../../plugins/gatsby-source-directus/src/rules"
import { isOnBookingHost } from "../content/settings"

/** Only an https: page that passes the content's URL rule is ever opened as the booking page. */
export const isBookingPage = (url: string) => /^https:\/\//i.test(safeUrl(url) ?? "")

/**
 * A booking-page address with query parameters added (spec 000 §7 call 9). Parameters already on
 * the link are kept; empty values are left out. The parameters carry the visitor's answers, so
 * they go only to a page on a booking host (isOnBookingHost): any other link, a valid absolute URL
 * or not, is returned unchanged, and the tab opens on the bare link.
 */
export function bookingUrl(link: string, params: Record<string, string | null | undefined>): string {
  if (!isOnBookingHost(link)) return link
  const url = new URL(link)
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") url.searchParams.set(key, value)
  }
  return url.toString()
}

/**
 * Opens a blank tab while the click's user activation is still valid, so the booking page (known
 * only after the webhook answers) is not blocked as a popup. `go` sends it to the address; if the
 * browser refused the blank tab, `go` tries a normal new tab. An address that is not a booking
 * page (see isBookingPage) is never opened: the blank tab is closed instead.
 */
export function reserveTab(): { go(url: string): void } {
  const tab = typeof window === "undefined" ? null : window.open("about:blank", "_blank")
  if (tab) tab.opener = null
  return {
    go(url: string) {
      if (!isBookingPage(url)) {
        tab?.close()
        console.error("Refused to open a booking link that fails the URL rule")
        return
      }
      if (tab && !tab.closed) tab.location.href = url
      else window.open(url, "_blank", "noopener,noreferrer")
    },
  }
}
