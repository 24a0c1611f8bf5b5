/** The consent banner's copy from the CMS settings (the settings' consent_* fields). */
import { text } from "./blocks/common"
import type { Maybe } from "./blocks/common"

/** The settings' banner fields, as the banner's query (useConsentCopy) selects them. */
export type ConsentSettingsInput = Queries.ConsentCopyQuery["allDirectusSettings"]["nodes"][number]

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
