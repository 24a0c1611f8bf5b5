import { useMemo } from "react"
import { consentCopy } from "../../content/consent"
import { useShellSettings } from "../../root/language"
import type { ConsentCopy } from "../../content/consent"

/** The banner's copy in the page's language, from the page's shell data. */
export function useConsentCopy(): ConsentCopy {
  const settings = useShellSettings()
  return useMemo(() => consentCopy(settings), [settings])
}
