import { useMemo } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { consentCopy } from "../../content/consent"
import { inLanguage } from "../../content/languages"
import { useLanguage } from "../../root/language"
import type { ConsentCopy } from "../../content/consent"

/**
 * The banner's copy, queried here rather than with the shell's data: this module travels with the
 * banner's own chunk, so the first load of every page carries none of it.
 */
export function useConsentCopy(): ConsentCopy {
  const data = useStaticQuery<Queries.ConsentCopyQuery>(graphql`
    query ConsentCopy {
      allDirectusSettings { nodes {
        language consentTitle consentText consentAcceptLabel consentRejectLabel consentCustomizeLabel consentSaveLabel
        consentCategoriesLabel consentAnalyticsLabel consentMarketingLabel
      } }
    }
  `)
  const language = useLanguage()
  return useMemo(() => consentCopy(inLanguage(data.allDirectusSettings.nodes, language)[0]), [data, language])
}
