import { useEffect, useState } from "react"
import type { LanguageCode } from "../../content/languages"
import type { LeadFormCopy } from "./copy"

/** Where the build writes a language's lead-dialog words (write-lead-copy.ts). */
export const leadCopyPath = (language: LanguageCode) => `/lead-form/${language}.json`

const loading = new Map<LanguageCode, Promise<LeadFormCopy>>()

/** A language's lead-dialog words, fetched once per page view; a failed fetch is tried again on the next open. */
export function loadLeadCopy(language: LanguageCode): Promise<LeadFormCopy> {
  const known = loading.get(language)
  if (known) return known
  const load = fetch(leadCopyPath(language)).then(async response => {
    if (!response.ok) throw new Error(`The lead form's words did not load: ${response.status}`)
    return (await response.json()) as LeadFormCopy
  })
  loading.set(language, load)
  load.catch(() => loading.delete(language))
  return load
}

/** The words of the lead dialog in `language`, or null while they load (or when they could not). */
export function useLeadCopy(language: LanguageCode): LeadFormCopy | null {
  const [copy, setCopy] = useState<{ language: LanguageCode; copy: LeadFormCopy } | null>(null)
  useEffect(() => {
    let current = true
    loadLeadCopy(language).then(
      loaded => current && setCopy({ language, copy: loaded }),
      error => console.error(error)
    )
    return () => {
      current = false
    }
  }, [language])
  return copy?.language === language ? copy.copy : null
}
