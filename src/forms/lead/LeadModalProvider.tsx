import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react"
import type { ReactNode } from "react"
import { readSession } from "../session-draft"
import type { LeadPageContext } from "../../content/landing"
import { pathLanguage } from "../../content/languages"
import type { LanguageCode } from "../../content/languages"
import { LanguageProvider, useLanguage, useShellNodes } from "../../root/language"
import type { LeadDraft } from "./draft"

export interface LeadModalOptions {
  /** After a failed submission the modal stays open (home call to action, landing pages). */
  keepOpenOnFailure?: boolean
}

interface LeadModalApi {
  open(context: LeadPageContext, options?: LeadModalOptions): void
  close(): void
  /** Starts loading the modal and its words (a visitor pointing at or focusing a call to action). */
  preload(): void
}

/** The provider's own api: it sits above the pages, so an opener says its page's language. */
interface ProvidedApi extends Omit<LeadModalApi, "open" | "preload"> {
  open(context: LeadPageContext, options: LeadModalOptions, language: LanguageCode): void
}

/** Session-storage key of the open lead modal's answers (src/forms/lead/draft.ts). */
export const LEAD_DRAFT_KEY = "lumenaut:lead-draft"

const LeadModalContext = createContext<ProvidedApi | null>(null)

// The modal, its styles and then its words (one file per language) load only when a visitor asks for
// them: the words' loader travels with the modal, so no page's first load carries it.
const loadLeadModal = () => import("./LeadModal")
const LeadModal = lazy(loadLeadModal)
const preloadLeadModal = (language: LanguageCode) => {
  loadLeadModal().then(modal => modal.loadLeadCopy(language)).catch(() => undefined)
}

interface OpenModal {
  context: LeadPageContext
  language: LanguageCode
  options: LeadModalOptions
  key: number
  restored?: LeadDraft
}

export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OpenModal | null>(null)
  // The shell's data of the page under the modal, for the settings' words and booking link.
  const shell = useShellNodes()
  const open = useCallback(
    (context: LeadPageContext, options: LeadModalOptions, language: LanguageCode) => {
      preloadLeadModal(language)
      setState(prev => ({ context, language, options, key: (prev?.key ?? 0) + 1 }))
    },
    []
  )
  const close = useCallback(() => setState(null), [])
  // After a reload the modal comes back as the visitor left it (a draft exists only while it holds
  // answers). Its reader loads only then: it knows the modal's options, too heavy for every page.
  useEffect(() => {
    if (readSession(LEAD_DRAFT_KEY) === null) return
    void import("./draft").then(({ loadLeadDraft }) => {
      const draft = loadLeadDraft()
      if (!draft) return
      // The draft is this page's: its address says the language.
      const language = pathLanguage(window.location.pathname)
      const restored = { context: draft.pageContext, language, options: { keepOpenOnFailure: draft.keepOpenOnFailure }, key: 0, restored: draft }
      setState(prev => prev ?? restored)
    })
  }, [])
  const api = useMemo(() => ({ open, close }), [open, close])
  return (
    <LeadModalContext.Provider value={api}>
      {children}
      {state && (
        <LanguageProvider language={state.language} shell={shell}>
          <Suspense fallback={null}>
            <LeadModal key={state.key} pageContext={state.context} keepOpenOnFailure={Boolean(state.options.keepOpenOnFailure)} restored={state.restored} onClose={close} />
          </Suspense>
        </LanguageProvider>
      )}
    </LeadModalContext.Provider>
  )
}

/** Opens the lead modal in the caller's page language. */
export function useLeadModal(): LeadModalApi {
  const api = useContext(LeadModalContext)
  if (!api) throw new Error("useLeadModal must be used inside LeadModalProvider")
  const language = useLanguage()
  return useMemo(
    () => ({ open: (context, options = {}) => api.open(context, options, language), close: api.close, preload: () => preloadLeadModal(language) }),
    [api, language]
  )
}
