import { useEffect } from "react"
import { Script } from "gatsby"
import { consentedTrackers } from "../../lib/consent/consent"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { startAnalytics, stopAnalytics } from "../../lib/consent/gtag"
import { revokePixel, startPixel } from "../../lib/consent/pixel"

/**
 * Google Analytics and the Meta Pixel, loaded through Gatsby's Script API only after consent. Its own
 * chunk (AnalyticsSlot): a visitor who has not consented never downloads it.
 */
export function AnalyticsScripts() {
  const { gaId, pixelId } = consentedTrackers(useConsent().choice)

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
