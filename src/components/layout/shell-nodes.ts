import { graphql } from "gatsby"

/**
 * What the shell shows (header, footer, the hero's trust signals and client logos, the dialogs' and
 * the consent banner's words), asked for by every page's query: `...Shell` selects the page's
 * language only. Static queries would carry every language and cost a page's first load a round
 * trip of their own before it hydrates. The not-found page, which renders in the language of any
 * address, asks for `...ShellEveryLanguage`.
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
    closeLabel heroBadgesLabel heroTrustLabel trustSignals { icon label } clientLogosLabel
    consentTitle consentText consentAcceptLabel consentRejectLabel consentCustomizeLabel consentSaveLabel
    consentCategoriesLabel consentAnalyticsLabel consentMarketingLabel
  }
  fragment ShellClient on DirectusClient { id name title logoUrl logo { publicURL } }
  fragment Shell on Query {
    shellServices: allDirectusService(filter: { language: { eq: $language } }) { nodes { ...ShellService } }
    shellIndustries: allDirectusIndustry(filter: { language: { eq: $language } }) { nodes { ...ShellIndustry } }
    shellSettings: allDirectusSettings(filter: { language: { eq: $language } }) { nodes { ...ShellSettings } }
    ...ShellClients
  }
  fragment ShellEveryLanguage on Query {
    shellServices: allDirectusService { nodes { ...ShellService } }
    shellIndustries: allDirectusIndustry { nodes { ...ShellIndustry } }
    shellSettings: allDirectusSettings { nodes { ...ShellSettings } }
    ...ShellClients
  }
  # A client's name and logo are the same in every language: the English nodes'.
  fragment ShellClients on Query {
    shellClients: allDirectusClient(filter: { language: { eq: "en" } }, sort: [{ sort: ASC }, { name: ASC }]) { nodes { ...ShellClient } }
  }
`

/** The shell's nodes in a page's data (each says its language). */
export type ShellNodes = Queries.ShellFragment

/** The settings' fields the shell reads, in one language. */
export type ShellSettingsNode = Queries.ShellSettingsFragment
