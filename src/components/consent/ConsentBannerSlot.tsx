import { useMemo } from "react"
import { readConsent } from "../../lib/consent/consent"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazyNamed } from "../../lib/lazyNamed"

const loadBanner = () => import("./ConsentBanner")
const ConsentBanner = lazyNamed(loadBanner, "ConsentBanner")

/**
 * On a first visit the banner is live as soon as the page has hydrated: its chunk starts downloading
 * at start-up, beside the page's own, rather than a round trip after hydration.
 */
export function preloadConsentBanner(): void {
  if (readConsent() === null) void loadBanner().catch(() => undefined)
}

/**
 * The consent banner while it is open: in every page's server HTML (shown at once on a first visit
 * only: src/lib/consent/ask-early.ts), or reopened from the footer. Its code hydrates it as an island,
 * and a press before then is held until it is live. A visitor who has chosen never sees it: the
 * page's first effects remove it before anything asks for its code.
 */
export function ConsentBannerSlot() {
  const { bannerOpen } = useConsent()
  // One element while open: a re-render reaching the banner before it has hydrated (the first
  // effects confirm it open) would make React throw its server HTML away (React error 421).
  const banner = useMemo(
    () =>
      bannerOpen ? (
        <HydrateWhenNeeded>
          <ConsentBanner />
        </HydrateWhenNeeded>
      ) : null,
    [bannerOpen]
  )
  return banner
}
