import type { ImageRef } from "../../../content/images"
import { hiddenWhenFailed } from "../../../lib/image-states"
import { HIGH_PRIORITY, plainCandidates, useLargestPaintImage } from "../../ui/image-preload"
import { Picture } from "../../ui/Picture"

interface HeroImageProps {
  image: ImageRef
  className?: string
  cover?: boolean
  /** Pixel size of a plain path, so its box is reserved before it loads. */
  width?: number
  height?: number
}

const COVER = { width: "100%", height: "100%", objectFit: "cover" } as const

/**
 * The hero's image, loaded eagerly and preloaded from the head (it is the page's largest paint): it
 * shows from the HTML before any script runs. One that fails to load is hidden with a console
 * warning (spec 000 §2.4), by the head's image-states script: no code of the hero's is needed.
 */
export function HeroImage({ image, className, cover = false, width, height }: HeroImageProps) {
  useLargestPaintImage(plainCandidates(image))
  if (!image.src) return null
  const failure = hiddenWhenFailed(`Hero image failed to load: ${image.src}`)
  if (image.image) {
    return <Picture data={image.image} alt={image.alt} className={className} style={cover ? COVER : undefined} highPriority frame={failure} />
  }
  return <img src={image.src} alt={image.alt} className={className} width={width} height={height} loading="eager" {...failure} {...HIGH_PRIORITY} />
}
