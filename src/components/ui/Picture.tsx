import type { CSSProperties } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { NEAR_SRC_ATTRIBUTE, NEAR_SRCSET_ATTRIBUTE } from "../../lib/near-images"
import { HIGH_PRIORITY, pictureCandidates, useLargestPaintImage } from "./image-preload"

interface PictureProps {
  data: IGatsbyImageData
  alt: string
  /** The page's largest paint: fetched before other images, and preloaded from the page's head. */
  highPriority?: boolean
  className?: string
  style?: CSSProperties
  /** Attributes of the <picture> element (src/lib/image-states.ts's, for one). */
  frame?: Record<string, string>
  /** Requested once within 100 px of the viewport, by the head's near-images script (src/lib/near-images.ts). */
  near?: boolean
}

/** An element's candidates, given now or left for the near-images script. */
const candidates = (near: boolean, srcSet: string | undefined) => (near ? { [NEAR_SRCSET_ATTRIBUTE]: srcSet } : { srcSet })

/**
 * A sharp-processed image as a plain <picture>: the AVIF and WebP sources and the fallback that
 * gatsby-plugin-image computed, without its runtime. GatsbyImage adds to every image a <noscript>
 * copy, an inline script that rescans the page's images, an SVG sizer (one more document for the
 * browser to lay out) and, once hydrated, a chunk carrying react-dom/server; the boxes that hold our
 * images already reserve their size. Requested at once (the hero is the page's largest paint), or
 * near the viewport: then, like a plain image that waits (NearImg), it has a `<noscript>` copy that a
 * visitor or crawler without JavaScript gets instead (the global styles hide the waiting one).
 */
export function Picture({ data, alt, highPriority = false, className, style, frame, near = false }: PictureProps) {
  useLargestPaintImage(highPriority ? pictureCandidates(data) : null)
  const { sources = [], fallback } = data.images
  const picture = (waiting: boolean) => (
    <picture className={className} {...frame}>
      {sources.map(source => <source key={source.type} type={source.type} {...candidates(waiting, source.srcSet)} sizes={source.sizes} />)}
      <img {...(waiting ? { [NEAR_SRC_ATTRIBUTE]: fallback?.src } : { src: fallback?.src })} {...candidates(waiting, fallback?.srcSet)}
        sizes={fallback?.sizes} width={data.width} height={data.height} alt={alt} style={style} decoding="async"
        {...(highPriority ? HIGH_PRIORITY : {})} {...(near && !waiting ? { loading: "lazy" as const } : {})} />
    </picture>
  )
  return near ? <>{picture(true)}<noscript>{picture(false)}</noscript></> : picture(false)
}
