/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { IMAGE_STATE_ATTRIBUTE } from "../../lib/image-states"
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

/** The image, or once it has failed the circle (the state src/lib/image-states.ts sets). */
const fallbackShown = css`
  &:not([${IMAGE_STATE_ATTRIBUTE}="failed"]) > [data-fallback] { display: none; }
  &[${IMAGE_STATE_ATTRIBUTE}="failed"] > img { display: none; }
`

/**
 * A platform, tool or client logo, requested near the viewport (NearImg). A logo that fails to load
 * becomes a circle with the first letter of the name (spec 000 §4.5): both are in the HTML, and the
 * head's image-states script shows the circle when the image fails, with or without this code.
 */
export function PlatformLogo({ src, name, size = 48, width, framed = false, decorative = true, className }: PlatformLogoProps) {
  const inner = framed ? Math.round(size * 0.7) : size
  const innerWidth = width ?? inner
  const naming = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name }
  const circleOf = <span css={circle(inner)} {...naming} data-fallback="">{initialOf(name)}</span>
  const state = { [IMAGE_STATE_ATTRIBUTE]: src ? "" : "failed" }
  const logo = (
    <>
      {src && <NearImg src={src} alt={decorative ? "" : name} width={innerWidth} height={inner}
        css={css`width: ${innerWidth}px; height: ${inner}px; object-fit: contain; flex: none;`} />}
      {circleOf}
    </>
  )
  if (!framed) return <span className={className} css={[css`display: inline-flex; flex: none;`, fallbackShown]} {...state}>{logo}</span>
  return <span css={[frame(size), fallbackShown]} className={className} {...state}>{logo}</span>
}
