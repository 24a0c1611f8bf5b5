import { graphql, useStaticQuery } from "gatsby"
import { siteSettings } from "../content/settings"
import type { SiteSettings } from "../content/settings"

/** The CMS settings singleton with the configured fallbacks (booking link, contact details): the same in every language, so the English node's. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      directusSettings(language: { eq: "en" }) {
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
