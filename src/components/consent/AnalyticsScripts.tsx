import { useEffect } from "react"
import { Script } from "gatsby"
import { ANALYTICS } from "../../config/site"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { startAnalytics, stopAnalytics } from "../../lib/consent/gtag"
import { revokePixel, startPixel } from "../../lib/consent/pixel"

/** Google Analytics and the Meta Pixel, loaded through Gatsby's Script API only after consent. */
export function AnalyticsScripts() {
  const { choice } = useConsent()
  const gaId = choice?.analytics && ANALYTICS.gaMeasurementId ? ANALYTICS.gaMeasurementId : null
  const pixelId = choice?.marketing && ANALYTICS.metaPixelId ? ANALYTICS.metaPixelId : null

  useEffect(() => {
    if (!gaId) stopAnalytics()
  }, [gaId])

  useEffect(() => {
    if (pixelId) startPixel(pixelId)
    else revokePixel()
  }, [pixelId])

  return (
    <>
      {gaId && <Script id="gtag-js" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} onLoad={() => startAnalytics(gaId)} />}
      {pixelId && <Script id="meta-pixel" src="https://connect.facebook.net/en_US/fbevents.js" />}
    </>
  )
}
