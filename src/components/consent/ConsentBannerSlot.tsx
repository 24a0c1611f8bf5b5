import { useMemo } from "react"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazyNamed } from "../../lib/lazyNamed"

const ConsentBanner = lazyNamed(() => import("./ConsentBanner"), "ConsentBanner")

/**
 * The consent banner while it is open: in every page's server HTML (shown at once on a first visit
 * only: src/lib/consent/ask-early.ts), or reopened from the footer. It only answers a visitor, so its
 * code hydrates it as an island once the visitor uses the page, and a press before then is held
 * until it is live. A visitor who has chosen never sees it: the
 * page's first effects remove it before anything asks for its code.
 */
export function ConsentBannerSlot() {
  const { bannerOpen } = useConsent()
  // One element while open: a re-render reaching the banner before it has hydrated (the first
  // effects confirm it open) would make React throw its server HTML away (React error 421).
  const banner = useMemo(
    () =>
      bannerOpen ? (
        <HydrateWhenNeeded when="used">
          <ConsentBanner />
        </HydrateWhenNeeded>
      ) : null,
    [bannerOpen]
  )
  return banner
}
