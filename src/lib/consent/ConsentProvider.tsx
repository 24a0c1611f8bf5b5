import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react"
import type { ReactNode } from "react"
import { initConsentMode, readConsent, updateConsentMode, writeConsent } from "./consent"
import type { ConsentChoice } from "./consent"

interface ConsentApi {
  /** null until the visitor has chosen (and always on the server). */
  choice: ConsentChoice | null
  bannerOpen: boolean
  save(choice: ConsentChoice): void
  /** Reopens the banner (the privacy policy's "cookie settings" promise). */
  openSettings(): void
}

const ConsentContext = createContext<ConsentApi | null>(null)

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const [bannerOpen, setBannerOpen] = useState(false)

  // Storage is read after hydration so the server HTML and the first client render agree.
  useEffect(() => {
    initConsentMode()
    const stored = readConsent()
    if (stored) {
      updateConsentMode(stored)
      setChoice(stored)
    } else {
      setBannerOpen(true)
    }
  }, [])

  const save = useCallback((next: ConsentChoice) => {
    writeConsent(next)
    updateConsentMode(next)
    setChoice(next)
    setBannerOpen(false)
  }, [])
  const openSettings = useCallback(() => setBannerOpen(true), [])
  const api = useMemo(() => ({ choice, bannerOpen, save, openSettings }), [choice, bannerOpen, save, openSettings])
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext)
  if (!api) throw new Error("useConsent must be used inside ConsentProvider")
  return api
}
