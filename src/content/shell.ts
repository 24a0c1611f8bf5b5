/** The shell's copy (spec 000 §2.2 header, §2.3 footer) from the CMS settings: labels, links and badges editors own. */
import { list, text } from "./blocks/common"
import type { Maybe } from "./blocks/common"

type LinkInput = { readonly label: Maybe<string>; readonly link: Maybe<string> }
export interface ShellLink {
  label: string
  to: string
}

/** The settings' shell fields, as every page's query selects them (useShellData). */
export type ShellSettingsInput = Queries.ShellSettingsFragment

export interface HeaderCopy {
  /** Links beside the two menus, in menu order. */
  links: ShellLink[]
  buttonText: string
  /** The legal variant's row (spec 000 §2.2) and its privacy policy link, labelled as the footer's. */
  legalLabel: string
  privacyLabel: string
  services: string
  industries: string
  trending: string
  allServices: string
  allIndustries: string
  search: SearchCopy
  /** The language links' name, read out. */
  languages: string
  /** The logo's name, read out. */
  home: string
  /** The menus' name, read out. */
  mainMenu: string
  /** The first link of every page (shown on keyboard focus): past the header to the content. */
  skipLink: string
  /** The phone's menu button, read out while the menu is closed, and while it is open. */
  openMenu: string
  closeMenu: string
}

/** The header's search (src/components/search): its button's name, the window's heading, the field's hint, what the matches and no match say (`{count}`, `{query}`). */
export interface SearchCopy {
  label: string
  heading: string
  placeholder: string
  results: string
  empty: string
}

export interface FooterCopy {
  description: string
  chatLabel: string
  scheduleLabel: string
  servicesHeading: string
  ctasHeading: string
  /** Links that open the booking link in a new tab. */
  bookingLabels: string[]
  links: ShellLink[]
  badges: string[]
  privacyLabel: string
  /** The button that reopens the consent banner. */
  cookieSettings: string
  rights: string
  /** The language links' name, read out. */
  languages: string
  /** The logo's name, read out. */
  home: string
  /** The contact links', the social links' and the badges' names, read out. */
  contactLabel: string
  socialLabel: string
  badgesLabel: string
}

/** A link needs both its label and its target (the URL rule already ran at build time). */
const links = (items: Maybe<readonly LinkInput[]>): ShellLink[] =>
  list(items).flatMap(item => (item.label && item.link ? [{ label: item.label, to: item.link }] : []))

export function headerCopy(settings: Maybe<ShellSettingsInput>): HeaderCopy {
  return {
    links: links(settings?.headerLinks),
    buttonText: text(settings?.headerButtonText),
    legalLabel: text(settings?.headerLegalLabel),
    privacyLabel: text(settings?.footerPrivacyLabel),
    services: text(settings?.menuServicesLabel),
    industries: text(settings?.menuIndustriesLabel),
    trending: text(settings?.menuTrendingHeading),
    allServices: text(settings?.menuAllServicesHeading),
    allIndustries: text(settings?.menuAllIndustriesLabel),
    search: {
      label: text(settings?.searchLabel),
      heading: text(settings?.searchHeading),
      placeholder: text(settings?.searchPlaceholder),
      results: text(settings?.searchResults),
      empty: text(settings?.searchEmpty),
    },
    languages: text(settings?.languagesLabel),
    home: text(settings?.homeLinkLabel),
    mainMenu: text(settings?.mainMenuLabel),
    skipLink: text(settings?.skipLinkLabel),
    openMenu: text(settings?.openMenuLabel),
    closeMenu: text(settings?.closeMenuLabel),
  }
}

export function footerCopy(settings: Maybe<ShellSettingsInput>): FooterCopy {
  return {
    description: text(settings?.footerDescription),
    chatLabel: text(settings?.footerChatLabel),
    scheduleLabel: text(settings?.footerScheduleLabel),
    servicesHeading: text(settings?.footerServicesHeading),
    ctasHeading: text(settings?.footerCtasHeading),
    bookingLabels: list(settings?.footerBookingLabels).filter(Boolean),
    links: links(settings?.footerLinks),
    badges: list(settings?.footerBadges).filter(Boolean),
    privacyLabel: text(settings?.footerPrivacyLabel),
    cookieSettings: text(settings?.footerCookieSettingsLabel),
    rights: text(settings?.footerRights),
    languages: text(settings?.languagesLabel),
    home: text(settings?.homeLinkLabel),
    contactLabel: text(settings?.footerContactLabel),
    socialLabel: text(settings?.footerSocialLabel),
    badgesLabel: text(settings?.footerBadgesLabel),
  }
}
