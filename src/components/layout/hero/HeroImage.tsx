import { useState } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import type { ImageRef } from "../../../content/images"

interface HeroImageProps {
  image: ImageRef
  className?: string
  cover?: boolean
  /** Pixel size of a plain path, so its box is reserved before it loads. */
  width?: number
  height?: number
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
  if (image.image) {
    return (
      <GatsbyImage
        image={image.image}
        alt={image.alt}
        loading="eager"
        className={className}
        objectFit={cover ? "cover" : "contain"}
        onError={onError}
      />
    )
  }
  return <img src={image.src} alt={image.alt} className={className} width={width} height={height} loading="eager" onError={onError} />
}
