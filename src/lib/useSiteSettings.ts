import { graphql, useStaticQuery } from "gatsby"
import { siteSettings } from "../content/settings"
import type { SiteSettings } from "../content/settings"

/** The CMS settings singleton with the configured fallbacks (booking link, contact details). */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      directusSettings {
        calendlyLink
        footerEmail
        footerWhatsapp
        footerPhone
        footerCalendly
      }
    }
  `)
  return siteSettings(data.directusSettings)
}
