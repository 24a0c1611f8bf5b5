import { graphql } from "gatsby"

/**
 * What the header and footer show, asked for by every page's query: `...Shell` selects the page's
 * language only (a static query cannot take a variable, so it carried every language to every first
 * load); the not-found page, which renders in the language of any address, asks for
 * `...ShellEveryLanguage`.
 */
export const fragments = graphql`
  fragment ShellService on DirectusService { language id slug title shortDescription order sort }
  fragment ShellIndustry on DirectusIndustry { language id slug name title }
  fragment ShellSettings on DirectusSettings {
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
  }
  fragment Shell on Query {
    shellServices: allDirectusService(filter: { language: { eq: $language } }) { nodes { ...ShellService } }
    shellIndustries: allDirectusIndustry(filter: { language: { eq: $language } }) { nodes { ...ShellIndustry } }
    shellSettings: allDirectusSettings(filter: { language: { eq: $language } }) { nodes { ...ShellSettings } }
  }
  fragment ShellEveryLanguage on Query {
    shellServices: allDirectusService { nodes { ...ShellService } }
    shellIndustries: allDirectusIndustry { nodes { ...ShellIndustry } }
    shellSettings: allDirectusSettings { nodes { ...ShellSettings } }
  }
`

/** The shell's nodes in a page's data (each says its language). */
export type ShellNodes = Queries.ShellFragment
