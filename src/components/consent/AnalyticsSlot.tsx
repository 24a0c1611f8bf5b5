import { Suspense, useState } from "react"
import { consentedTrackers } from "../../lib/consent/consent"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { lazyNamed } from "../../lib/lazyNamed"

const AnalyticsScripts = lazyNamed(() => import("./AnalyticsScripts"), "AnalyticsScripts")

/**
 * The trackers' own code (what starts and stops Analytics and the Pixel) loads once a choice lets one
 * of them start, not with every page: most visits never consent. Once loaded it stays, so that a later
 * refusal stops what it started.
 */
export function AnalyticsSlot() {
  const { gaId, pixelId } = consentedTrackers(useConsent().choice)
  const [needed, setNeeded] = useState(false)
  // Derived state set during render (React's documented pattern): never unset again.
  if ((gaId || pixelId) && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AnalyticsScripts />
    </Suspense>
  )
}
