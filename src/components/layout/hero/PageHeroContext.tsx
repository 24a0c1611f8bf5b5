import { createContext, useContext } from "react"
import type { ReactNode } from "react"
import type { PageHeroContext as HeroContextValue } from "../../../content/hero"

const NONE: HeroContextValue = { hero: null, trustSignals: false }
const HeroContext = createContext<HeroContextValue>(NONE)

/**
 * The hero the build resolved for the page (its page context), for PageHero. Provided by
 * wrapPageElement: the value is the page context's own object, so it changes only with the page.
 */
export function PageHeroProvider({ value, children }: { value?: HeroContextValue | null; children: ReactNode }) {
  return <HeroContext.Provider value={value ?? NONE}>{children}</HeroContext.Provider>
}

export const usePageHeroContext = (): HeroContextValue => useContext(HeroContext)
