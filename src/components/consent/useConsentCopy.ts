import { useMemo } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { consentCopy } from "../../content/consent"
import type { ConsentCopy } from "../../content/consent"

/**
 * The banner's copy, queried here rather than with the shell's data: this module travels with the
 * banner's own chunk, so the first load of every page carries none of it.
 */
export function useConsentCopy(): ConsentCopy {
  const data = useStaticQuery<Queries.ConsentCopyQuery>(graphql`
    query ConsentCopy {
      directusSettings {
        consentTitle consentText consentAcceptLabel consentRejectLabel consentCustomizeLabel consentSaveLabel
        consentCategoriesLabel consentAnalyticsLabel consentMarketingLabel
      }
    }
  `)
  return useMemo(() => consentCopy(data.directusSettings), [data])
}
