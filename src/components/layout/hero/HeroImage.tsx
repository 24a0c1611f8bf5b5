import { useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ImageRef } from "../../../content/images"

interface HeroImageProps {
  image: ImageRef
  className?: string
  cover?: boolean
  /** Pixel size of a plain path, so its box is reserved before it loads. */
  width?: number
  height?: number
}

// React 18 passes the attribute through only in lower case.
const HIGH_PRIORITY = { fetchpriority: "high" } as object

/**
 * A sharp-processed image as a plain <picture>: the AVIF and WebP sources and the fallback that
 * gatsby-plugin-image computed, without its runtime. The hero image is the page's largest paint:
 * it shows from the HTML before any script runs, and no page loads the image runtime for it.
 */
function Picture({ data, alt, className, cover, onError }: { data: IGatsbyImageData; alt: string; className?: string; cover: boolean; onError: () => void }) {
  const { sources = [], fallback } = data.images
  const fill = cover ? ({ width: "100%", height: "100%", objectFit: "cover" } as const) : undefined
  return (
    <picture className={className}>
      {sources.map(source => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
      <img src={fallback?.src} srcSet={fallback?.srcSet} sizes={fallback?.sizes} width={data.width} height={data.height} alt={alt}
        style={fill} loading="eager" decoding="async" onError={onError} {...HIGH_PRIORITY} />
    </picture>
  )
}

/**
 * The hero's image, loaded eagerly (it is the page's largest paint). One that fails to load is
 * hidden with a console warning (spec 000 §2.4).
 */
export function HeroImage({ image, className, cover = false, width, height }: HeroImageProps) {
  const [failed, setFailed] = useState(false)
  if (failed || !image.src) return null
  const onError = () => {
    console.warn(`Hero image failed to load: ${image.src}`)
    setFailed(true)
  }
  if (image.image) return <Picture data={image.image} alt={image.alt} className={className} cover={cover} onError={onError} />
  return <img src={image.src} alt={image.alt} className={className} width={width} height={height} loading="eager" onError={onError} {...HIGH_PRIORITY} />
}
