/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { NearImg } from "./NearImg"

const circle = (size: number) => css`
  width: ${size}px; height: ${size}px; border-radius: 50%; flex: none; display: inline-flex; align-items: center;
  justify-content: center; background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); color: #fff;
  font-weight: 700; font-size: ${Math.round(size * 0.45)}px;
`
const frame = (size: number) => css`
  width: ${size}px; height: ${size}px; flex: none; border-radius: ${theme.radius.md};
  display: inline-flex; align-items: center; justify-content: center; overflow: hidden;
  background: #fff; border: 1px solid ${theme.color.border};
`

/** First letter of a platform's name, upper-cased, for the fallback circle. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase()

interface PlatformLogoProps {
  src: string
  name: string
  size?: number
  /** Box width for a wide wordmark (client logos), drawn `size` high; square by default. */
  width?: number
  /** A white tile with a border around the logo (service and landing platform cards). */
  framed?: boolean
  /** The name is already shown beside the logo (the default), so the logo is not announced twice. */
  decorative?: boolean
  className?: string
}

/**
 * A platform, tool or client logo, requested near the viewport (NearImg). A logo that fails to load
 * becomes a circle with the first letter of the name (spec 000 §4.5); checked after mount too, since
 * the error can fire before hydration (an image not yet requested has no `src`, and is no failure).
 */
export function PlatformLogo({ src, name, size = 48, width, framed = false, decorative = true, className }: PlatformLogoProps) {
  const [failed, setFailed] = useState(!src)
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const el = img.current
    if (el && el.hasAttribute("src") && el.complete && el.naturalWidth === 0) setFailed(true)
  }, [])
  const inner = framed ? Math.round(size * 0.7) : size
  const innerWidth = width ?? inner
  const naming = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name }
  const logo = failed ? (
    <span css={circle(inner)} {...naming}>{initialOf(name)}</span>
  ) : (
    <NearImg ref={img} src={src} alt={decorative ? "" : name} width={innerWidth} height={inner}
      onError={() => setFailed(true)} css={css`width: ${innerWidth}px; height: ${inner}px; object-fit: contain; flex: none;`} />
  )
  if (!framed) return <span className={className} css={css`display: inline-flex; flex: none;`}>{logo}</span>
  return <span css={frame(size)} className={className}>{logo}</span>
}
