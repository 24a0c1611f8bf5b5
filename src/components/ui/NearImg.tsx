import type { ImgHTMLAttributes } from "react"
import { NEAR_SRC_ATTRIBUTE } from "../../lib/near-images"

type NearImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "loading"> & { src: string }

/**
 * A plain image (a logo, an icon, a map) requested once within 100 px of the viewport (spec 000 §9),
 * in a static block as in a hydrated one: its URL waits in an attribute for the head's near-images
 * script (src/lib/near-images.ts), which sets `src`. Until then the image is its reserved box, left
 * unpainted by the global styles (a src-less image shows its alt text and a broken-image icon), and
 * its alt text names it to assistive technology. Without JavaScript the `<noscript>` copy shows
 * instead (global styles hide the waiting one), as it does to crawlers that run no script; React
 * renders no `<noscript>` content in the browser. Card images have their own states (SizedImage).
 */
export function NearImg({ src, ...image }: NearImgProps) {
  return (
    <>
      <img {...{ [NEAR_SRC_ATTRIBUTE]: src }} decoding="async" {...image} />
      <noscript>
        <img src={src} loading="lazy" decoding="async" {...image} />
      </noscript>
    </>
  )
}
