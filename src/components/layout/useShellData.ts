import { useMemo } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { industryCards } from "../../content/industries"
import { serviceCards } from "../../content/services"
import { siteSettings } from "../../content/settings"
import type { SiteSettings } from "../../content/settings"
import { footerCopy, headerCopy } from "../../content/shell"
import type { FooterCopy, HeaderCopy } from "../../content/shell"
import { navModel } from "./navigation"
import type { NavModel } from "./navigation"

export interface ShellData {
  nav: NavModel
  settings: SiteSettings
  header: HeaderCopy
  footer: FooterCopy
}

/**
 * Header and footer content: services, industries, settings and the shell's copy from the content layer. The same
 * object on every render, so the header's lazily hydrated menu is not re-rendered by its scroll state.
 */
export function useShellData(): ShellData {
  const data = useStaticQuery<Queries.ShellDataQuery>(graphql`
    query ShellData {
      services: allDirectusService {
        nodes { id slug title shortDescription order sort }
      }
      industries: allDirectusIndustry {
        nodes { id slug name title }
      }
      settings: directusSettings {
        calendlyLink
        footerEmail
        footerWhatsapp
        footerPhone
        footerCalendly
        headerLinks { label link }
        headerButtonText headerLegalLabel menuServicesLabel menuIndustriesLabel menuTrendingHeading menuAllServicesHeading menuAllIndustriesLabel
        searchLabel searchHeading searchPlaceholder searchResults searchEmpty
        footerDescription footerChatLabel footerScheduleLabel footerServicesHeading footerCtasHeading footerBookingLabels
        footerLinks { label link }
        footerBadges footerPrivacyLabel footerCookieSettingsLabel footerRights
      }
    }
  `)
  return useMemo(
    () => ({
      nav: navModel(serviceCards(data.services.nodes), industryCards(data.industries.nodes)),
      settings: siteSettings(data.settings),
      header: headerCopy(data.settings),
      footer: footerCopy(data.settings),
    }),
    [data]
  )
}
