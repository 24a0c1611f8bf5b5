import { useEffect, useRef, useState } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import { css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import { theme } from "../../styles/theme"

const frame = (height: number) => css`
  position: relative; height: ${height}px; overflow: hidden;
  background: linear-gradient(135deg, ${theme.color.surfaceAlt}, #E6E8F5);
  .gatsby-image-wrapper, img { width: 100%; height: 100%; }
  img { object-fit: cover; display: block; }
`
const placeholder = css`
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; color: ${theme.color.textMuted};
  font-size: .875rem;
`

/**
 * An image in a box of fixed height (no layout shift). Sharp-processed images go through
 * gatsby-plugin-image; plain paths through a lazy img. Until the image has loaded a placeholder shows.
 */
export function SizedImage({ image, height, eager = false }: { image: ImageRef; height: number; eager?: boolean }) {
  const [loaded, setLoaded] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true)
  }, [])
  return (
    <div css={frame(height)} data-loaded={loaded}>
      {!loaded && <span css={placeholder} aria-hidden="true" data-placeholder="">Loading image…</span>}
      {image.image ? (
        <GatsbyImage image={image.image} alt={image.alt} loading={eager ? "eager" : "lazy"} onLoad={() => setLoaded(true)} />
      ) : (
        <img ref={img} src={image.src} alt={image.alt} width={640} height={height} loading={eager ? "eager" : "lazy"}
          decoding="async" onLoad={() => setLoaded(true)} />
      )}
    </div>
  )
}
