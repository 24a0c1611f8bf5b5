import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react"
import type { ReactNode } from "react"

/** Page context values the lead modal receives (spec 000 §4.4, spec 001 landing pages). */
export type LeadPageContext = "automation" | "ai-development"

export interface LeadModalOptions {
  /** After a failed submission the modal stays open (home call to action, landing pages). */
  keepOpenOnFailure?: boolean
}

interface LeadModalApi {
  open(context: LeadPageContext, options?: LeadModalOptions): void
  close(): void
}

const LeadModalContext = createContext<LeadModalApi | null>(null)

// The modal, its form libraries and styles load only when a visitor asks for it.
export const preloadLeadModal = () => import("./LeadModal")
const LeadModal = lazy(preloadLeadModal)

export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ context: LeadPageContext; options: LeadModalOptions; key: number } | null>(null)
  const open = useCallback(
    (context: LeadPageContext, options: LeadModalOptions = {}) => setState(prev => ({ context, options, key: (prev?.key ?? 0) + 1 })),
    []
  )
  const close = useCallback(() => setState(null), [])
  const api = useMemo(() => ({ open, close }), [open, close])
  return (
    <LeadModalContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <LeadModal key={state.key} pageContext={state.context} keepOpenOnFailure={Boolean(state.options.keepOpenOnFailure)} onClose={close} />
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
