import { useEffect, useRef, useState } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import { css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import { mq, theme } from "../../styles/theme"
import { useNearViewport } from "../ui/ImageNearViewport"

export const IMAGE_FAILED_TEXT = "Failed to load image"

type Status = "loading" | "loaded" | "failed"

const frame = (height: number) => css`
  position: relative; height: ${height}px; overflow: hidden;
  background: linear-gradient(135deg, ${theme.color.surfaceAlt}, #E6E8F5);
  .gatsby-image-wrapper, img { width: 100%; height: 100%; }
  img { object-fit: cover; display: block; }
  > img { opacity: 0; transition: opacity .4s ease; }
  &[data-status="loaded"] > img { opacity: 1; }
  ${mq.reducedMotion} { > img { transition: none; } }
`
const overlay = css`
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: .5rem;
  color: ${theme.color.textMuted}; font-size: .875rem; text-align: center;
`

/**
 * The site's image in a box of fixed height (no layout shift), with the states of spec 000 §4.5: a
 * placeholder while loading, a fade-in once loaded, 'Failed to load image' when it fails.
 * Sharp-processed images go through gatsby-plugin-image (lazy, with its own fade); plain paths load
 * once within 100 px of the viewport.
 */
export function SizedImage({ image, height, eager = false }: { image: ImageRef; height: number; eager?: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  const img = useRef<HTMLImageElement>(null)
  const near = useNearViewport(box, !eager && !image.image)
  const [status, setStatus] = useState<Status>("loading")
  useEffect(() => {
    // A server-rendered image can finish, or fail, before hydration attaches the handlers.
    const el = img.current
    if (el?.complete) setStatus(el.naturalWidth > 0 ? "loaded" : "failed")
  }, [near])
  const loaded = () => setStatus("loaded")
  const failed = () => setStatus("failed")
  return (
    <div ref={box} css={frame(height)} data-status={status}>
      {status === "loading" && <span css={overlay} aria-hidden="true" data-placeholder="">Loading image…</span>}
      {status === "failed" ? (
        <span css={overlay} role={image.alt ? "img" : undefined} aria-label={image.alt || undefined} aria-hidden={image.alt ? undefined : true}>
          {IMAGE_FAILED_TEXT}
        </span>
      ) : image.image ? (
        <GatsbyImage image={image.image} alt={image.alt} loading={eager ? "eager" : "lazy"} onLoad={loaded} onError={failed} />
      ) : near ? (
        <img ref={img} src={image.src} alt={image.alt} width={640} height={height} decoding="async" onLoad={loaded} onError={failed} />
      ) : null}
    </div>
  )
}
