import { Suspense } from "react"
import { readConsent } from "../../lib/consent/consent"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { lazyNamed } from "../../lib/lazyNamed"

const loadBanner = () => import("./ConsentBanner")
// Never in the server HTML (the choice is read after hydration), so it loads only when it opens.
const ConsentBanner = lazyNamed(loadBanner, "ConsentBanner")

/**
 * On a first visit the banner opens as soon as the page has hydrated: its chunk starts downloading
 * at start-up, beside the page's own, rather than a round trip after hydration. On a small page the
 * banner is the largest paint, so it arriving late made the page's LCP late.
 */
export function preloadConsentBanner(): void {
  if (readConsent() === null) void loadBanner().catch(() => undefined)
}

/** The consent banner, loaded when it has to show: on a first visit, or reopened from the footer. */
export function ConsentBannerSlot() {
  const { bannerOpen } = useConsent()
  if (!bannerOpen) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}
