import { useRef, useState } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { useNearViewport } from "./ImageNearViewport"

export const IMAGE_FAILED_TEXT = "Failed to load image"

type Status = "loading" | "loaded" | "failed"

const frame = css`
  position: relative; overflow: hidden; background: ${theme.color.surfaceAlt};
  img { display: block; width: 100%; height: 100%; object-fit: cover; opacity: 0; transition: opacity .4s ease; }
  &[data-status="loaded"] { background: none; }
  &[data-status="loaded"] img { opacity: 1; }
`
const failedStyle = css`
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: .5rem;
  color: ${theme.color.textMuted}; font-size: .875rem; text-align: center;
`

export interface ImageProps {
  src: string
  alt: string
  width: number
  height: number
  /** Defer loading until within 100 px of the viewport (default); false for above-the-fold images. */
  lazy?: boolean
  className?: string
}

/**
 * A plain image for URLs that are not File nodes: a placeholder box sized by width/height (no
 * layout shift), then a fade-in; a failure shows 'Failed to load image' (spec 000 §4.5).
 */
export function Image({ src, alt, width, height, lazy = true, className }: ImageProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, lazy)
  const [status, setStatus] = useState<Status>("loading")
  return (
    <div ref={ref} css={frame} className={className} data-status={status} style={{ aspectRatio: `${width} / ${height}` }}>
      {near && status !== "failed" && (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("failed")}
        />
      )}
      {status === "failed" && <span css={failedStyle} role="img" aria-label={alt || IMAGE_FAILED_TEXT}>{IMAGE_FAILED_TEXT}</span>}
    </div>
  )
}
