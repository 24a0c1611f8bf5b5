import type { CSSProperties, Ref } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { HIGH_PRIORITY, pictureCandidates, useLargestPaintImage } from "./image-preload"

interface PictureProps {
  data: IGatsbyImageData
  alt: string
  /** The page's largest paint: fetched before other images, and preloaded from the page's head. */
  highPriority?: boolean
  className?: string
  style?: CSSProperties
  imgRef?: Ref<HTMLImageElement>
  onLoad?: () => void
  onError?: () => void
}

/**
 * A sharp-processed image as a plain <picture>: the AVIF and WebP sources and the fallback that
 * gatsby-plugin-image computed, without its runtime. GatsbyImage adds to every image a <noscript>
 * copy, an inline script that rescans the page's images, an SVG sizer (one more document for the
 * browser to lay out) and, once hydrated, a chunk carrying react-dom/server; the boxes that hold our
 * images already reserve their size. Requested at once: the hero is the page's largest paint, and
 * other images are rendered only once they are needed.
 */
export function Picture({ data, alt, highPriority = false, className, style, imgRef, onLoad, onError }: PictureProps) {
  useLargestPaintImage(highPriority ? pictureCandidates(data) : null)
  const { sources = [], fallback } = data.images
  return (
    <picture className={className}>
      {sources.map(source => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
      <img ref={imgRef} src={fallback?.src} srcSet={fallback?.srcSet} sizes={fallback?.sizes} width={data.width} height={data.height} alt={alt}
        style={style} decoding="async" onLoad={onLoad} onError={onError} {...(highPriority ? HIGH_PRIORITY : {})} />
    </picture>
  )
}
