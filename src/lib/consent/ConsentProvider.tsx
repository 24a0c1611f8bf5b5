import { createContext, useContext, useEffect, useMemo, useState } from "react"
import type { ReactNode } from "react"
import { createExternalStore, useExternalStore } from "../external-store"
import type { ExternalStore } from "../external-store"
import { useHydrating } from "../useHydrating"
import { CONSENT_ASK_ATTRIBUTE } from "./ask-early"
import { initConsentMode, readConsent, updateConsentMode, writeConsent } from "./consent"
import type { ConsentChoice } from "./consent"

interface ConsentState {
  /** null until the visitor has chosen (and always on the server). */
  choice: ConsentChoice | null
  bannerOpen: boolean
}

interface ConsentActions {
  save(choice: ConsentChoice): void
  /** Reopens the banner (the privacy policy's "cookie settings" promise). */
  openSettings(): void
}

type ConsentApi = ConsentState & ConsentActions

const ConsentContext = createContext<(ConsentActions & { store: ExternalStore<ConsentState> }) | null>(null)

export function ConsentProvider({ children }: { children: ReactNode }) {
  // The server renders the banner (a first visit sees it in the first paint; src/lib/consent/ask-early.ts
  // hides it from a visitor who has chosen), and hydration must find it again. Rendered in the browser
  // without server HTML (after a page change), the banner opens only when no choice is stored.
  const hydrating = useHydrating()
  const [store] = useState(() => createExternalStore<ConsentState>({ choice: null, bannerOpen: hydrating || readConsent() === null }))

  // The document's mark follows the state from here on (the head's script set it for this page's start).
  useEffect(
    () => store.subscribe(() => document.documentElement.toggleAttribute(CONSENT_ASK_ATTRIBUTE, store.get().bannerOpen)),
    [store]
  )

  // Storage is read after hydration so the server HTML and the first client render agree.
  useEffect(() => {
    initConsentMode()
    const stored = readConsent()
    if (stored) {
      updateConsentMode(stored)
      store.set({ choice: stored, bannerOpen: false })
    } else {
      store.set(state => ({ ...state, bannerOpen: true }))
    }
  }, [store])

  const value = useMemo(
    () => ({
      store,
      save(next: ConsentChoice) {
        writeConsent(next)
        updateConsentMode(next)
        store.set({ choice: next, bannerOpen: false })
      },
      openSettings: () => store.set(state => ({ ...state, bannerOpen: true })),
    }),
    [store]
  )
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentApi {
  const context = useContext(ConsentContext)
  if (!context) throw new Error("useConsent must be used inside ConsentProvider")
  const state = useExternalStore(context.store)
  return { ...state, save: context.save, openSettings: context.openSettings }
}
