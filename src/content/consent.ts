/** The consent banner's copy from the CMS settings (the settings' consent_* fields). */
import { text } from "./blocks/common"
import type { Maybe } from "./blocks/common"
import type { Selected } from "./node-input"

/** The settings' banner fields, as the shell's data selects them (shell-nodes.ts). */
export type ConsentSettingsInput = Selected<Queries.DirectusSettings,
  "consentTitle" | "consentText" | "consentAcceptLabel" | "consentRejectLabel" | "consentCustomizeLabel" | "consentSaveLabel" | "consentCategoriesLabel" | "consentAnalyticsLabel" | "consentMarketingLabel">

export interface ConsentCopy {
  title: string
  /** Sanitised at build time (the HTML rule): what is measured and why, with the privacy policy link. */
  textHtml: string
  accept: string
  reject: string
  customize: string
  save: string
  /** Read out before the category checkboxes. */
  categories: string
  analytics: string
  marketing: string
}

export function consentCopy(settings: Maybe<ConsentSettingsInput>): ConsentCopy {
  return {
    title: text(settings?.consentTitle),
    textHtml: text(settings?.consentText),
    accept: text(settings?.consentAcceptLabel),
    reject: text(settings?.consentRejectLabel),
    customize: text(settings?.consentCustomizeLabel),
    save: text(settings?.consentSaveLabel),
    categories: text(settings?.consentCategoriesLabel),
    analytics: text(settings?.consentAnalyticsLabel),
    marketing: text(settings?.consentMarketingLabel),
  }
}
