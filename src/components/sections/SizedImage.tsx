/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import { mq, theme } from "../../styles/theme"
import { useNearViewport } from "../ui/ImageNearViewport"
import { NearImg } from "../ui/NearImg"
import { Picture } from "../ui/Picture"

export const IMAGE_FAILED_TEXT = "Failed to load image"

/**
 * "pending" in the server HTML and until hydration: an eager image shows as soon as the browser has
 * it, before any script runs. Hydrated, an image still on its way is hidden and fades in once loaded.
 */
type Status = "pending" | "loading" | "loaded" | "failed"

const frame = (height: number) => css`
  position: relative; height: ${height}px; overflow: hidden;
  background: linear-gradient(135deg, ${theme.color.surfaceAlt}, #E6E8F5);
  picture, img { display: block; width: 100%; height: 100%; object-fit: cover; }
  /* The image, positioned so that it paints over its placeholder as it arrives. */
  img:not([data-placeholder]) { position: relative; }
  &[data-status="loading"] img:not([data-placeholder]) { opacity: 0; }
  &[data-status="loaded"] img:not([data-placeholder]) { transition: opacity .4s ease; }
  ${mq.reducedMotion} { img { transition: none !important; } }
`
const cover = css`position: absolute; inset: 0;`
const overlay = css`
  ${cover}
  display: flex; align-items: center; justify-content: center; padding: .5rem;
  color: ${theme.color.textMuted}; font-size: .875rem; text-align: center;
`

const statusOf = (img: HTMLImageElement): Status => (!img.complete ? "loading" : img.naturalWidth > 0 ? "loaded" : "failed")

/**
 * The site's image in a box of fixed height (no layout shift), with the states of spec 000 §4.5: a
 * placeholder while loading (the blurred image sharp made, else a note), a fade-in once loaded,
 * 'Failed to load image' when it fails. Lazy images are requested once within 100 px of the
 * viewport (spec 000 §9), and so are their placeholders (NearImg): the server HTML holds only the
 * placeholder's URL, so nothing below the fold competes with the page's own first paint and
 * scripts, not even the decoding of a data: URL the browser handles as a request.
 */
export function SizedImage({ image, height, eager = false }: { image: ImageRef; height: number; eager?: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  const img = useRef<HTMLImageElement>(null)
  const near = useNearViewport(box, !eager)
  const [status, setStatus] = useState<Status>("pending")
  useEffect(() => {
    // A server-rendered image can finish, or fail, before hydration attaches the handlers.
    const el = img.current
    if (el) setStatus(current => (current === "pending" || current === "loading" ? statusOf(el) : current))
  }, [near])
  const loaded = () => setStatus("loaded")
  const failed = () => setStatus("failed")
  const waiting = status === "pending" || status === "loading"
  const placeholder = image.placeholder
  // A lazy image's placeholder waits, like the image, until the card nears the viewport.
  const Placeholder = eager ? "img" : NearImg
  return (
    <div ref={box} css={frame(height)} data-status={status}>
      {waiting && (placeholder
        ? <Placeholder src={placeholder} alt="" css={cover} aria-hidden="true" data-placeholder="" />
        : <span css={overlay} aria-hidden="true" data-placeholder="">Loading image…</span>)}
      {status === "failed" ? (
        <span css={overlay} role={image.alt ? "img" : undefined} aria-label={image.alt || undefined} aria-hidden={image.alt ? undefined : true}>
          {IMAGE_FAILED_TEXT}
        </span>
      ) : !near ? null : image.image ? (
        <Picture data={image.image} alt={image.alt} imgRef={img} onLoad={loaded} onError={failed} />
      ) : (
        <img ref={img} src={image.src} alt={image.alt} width={640} height={height} decoding="async" onLoad={loaded} onError={failed} />
      )}
    </div>
  )
}
