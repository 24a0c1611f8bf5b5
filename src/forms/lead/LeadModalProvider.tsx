import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react"
import type { ReactNode } from "react"
import { readSession } from "../session-draft"
import type { LeadPageContext } from "../../content/landing"
import type { LeadDraft } from "./draft"

export interface LeadModalOptions {
  /** After a failed submission the modal stays open (home call to action, landing pages). */
  keepOpenOnFailure?: boolean
}

interface LeadModalApi {
  open(context: LeadPageContext, options?: LeadModalOptions): void
  close(): void
}

/** Session-storage key of the open lead modal's answers (src/forms/lead/draft.ts). */
export const LEAD_DRAFT_KEY = "lumenaut:lead-draft"

const LeadModalContext = createContext<LeadModalApi | null>(null)

// The modal, its form libraries and styles load only when a visitor asks for it.
export const preloadLeadModal = () => import("./LeadModal")
const LeadModal = lazy(preloadLeadModal)

interface OpenModal {
  context: LeadPageContext
  options: LeadModalOptions
  key: number
  restored?: LeadDraft
}

export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OpenModal | null>(null)
  const open = useCallback(
    (context: LeadPageContext, options: LeadModalOptions = {}) => setState(prev => ({ context, options, key: (prev?.key ?? 0) + 1 })),
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
      const restored = { context: draft.pageContext, options: { keepOpenOnFailure: draft.keepOpenOnFailure }, key: 0, restored: draft }
      setState(prev => prev ?? restored)
    })
  }, [])
  const api = useMemo(() => ({ open, close }), [open, close])
  return (
    <LeadModalContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <LeadModal key={state.key} pageContext={state.context} keepOpenOnFailure={Boolean(state.options.keepOpenOnFailure)} restored={state.restored} onClose={close} />
        </Suspense>
      )}
    </LeadModalContext.Provider>
  )
}

export function useLeadModal(): LeadModalApi {
  const api = useContext(LeadModalContext)
  if (!api) throw new Error("useLeadModal must be used inside LeadModalProvider")
  return api
}
