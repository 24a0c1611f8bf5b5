import { Suspense } from "react"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { lazyNamed } from "../../lib/lazyNamed"

// Never in the server HTML (the choice is read after hydration), so it loads only when it opens.
const ConsentBanner = lazyNamed(() => import("./ConsentBanner"), "ConsentBanner")

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
