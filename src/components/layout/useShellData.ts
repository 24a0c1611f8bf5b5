import { useMemo } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { industryCards } from "../../content/industries"
import { serviceCards } from "../../content/services"
import { inLanguage } from "../../content/languages"
import { useLanguage } from "../../root/language"
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
 * Header and footer content in the page's language: services, industries, settings and the shell's copy from the content layer. The same
 * object on every render, so the header's lazily hydrated menu is not re-rendered by its scroll state.
 */
export function useShellData(): ShellData {
  const data = useStaticQuery<Queries.ShellDataQuery>(graphql`
    query ShellData {
      services: allDirectusService {
        nodes { language id slug title shortDescription order sort }
      }
      industries: allDirectusIndustry {
        nodes { language id slug name title }
      }
      settings: allDirectusSettings { nodes {
        language
        calendlyLink
        footerEmail
        footerWhatsapp
        footerPhone
        footerCalendly
        headerLinks { label link }
        headerButtonText headerLegalLabel menuServicesLabel menuIndustriesLabel menuTrendingHeading menuAllServicesHeading menuAllIndustriesLabel
        searchLabel searchHeading searchPlaceholder searchResults searchEmpty languagesLabel homeLinkLabel mainMenuLabel skipLinkLabel openMenuLabel closeMenuLabel
        footerDescription footerChatLabel footerScheduleLabel footerServicesHeading footerCtasHeading footerBookingLabels
        footerLinks { label link }
        footerBadges footerPrivacyLabel footerCookieSettingsLabel footerRights footerContactLabel footerSocialLabel footerBadgesLabel
      } }
    }
  `)
  const language = useLanguage()
  return useMemo(() => {
    const [settings] = inLanguage(data.settings.nodes, language)
    return {
      nav: navModel(serviceCards(inLanguage(data.services.nodes, language)), industryCards(inLanguage(data.industries.nodes, language))),
      settings: siteSettings(settings),
      header: headerCopy(settings),
      footer: footerCopy(settings),
    }
  }, [data, language])
}
