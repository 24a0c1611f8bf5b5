import { graphql, useStaticQuery } from "gatsby"
import { siteSettings } from "../../content/settings"
import type { SiteSettings } from "../../content/settings"

/** CMS settings (booking link, contact details) with the site's fallbacks. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SectionSettingsQuery>(graphql`
    query SectionSettings {
      directusSettings {
        calendlyLink
        footerEmail
        footerWhatsapp
        footerPhone
        footerCalendly
      }
    }
  `)
  return siteSettings(data?.directusSettings)
}
