import { useEffect } from "react"
import { Script } from "gatsby"
import { ANALYTICS } from "../../config/site"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { revokePixel, startPixel } from "../../lib/consent/pixel"

const configured = new Set<string>()

/** Google Analytics and the Meta Pixel, loaded through Gatsby's Script API only after consent. */
export function AnalyticsScripts() {
  const { choice } = useConsent()
  const gaId = choice?.analytics && ANALYTICS.gaMeasurementId ? ANALYTICS.gaMeasurementId : null
  const pixelId = choice?.marketing && ANALYTICS.metaPixelId ? ANALYTICS.metaPixelId : null

  useEffect(() => {
    if (!gaId || configured.has(gaId)) return
    configured.add(gaId)
    window.gtag?.("js", new Date())
    window.gtag?.("config", gaId)
  }, [gaId])

  useEffect(() => {
    if (pixelId) startPixel(pixelId)
    else revokePixel()
  }, [pixelId])

  return (
    <>
      {gaId && <Script id="gtag-js" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} />}
      {pixelId && <Script id="meta-pixel" src="https://connect.facebook.net/en_US/fbevents.js" />}
    </>
  )
}
