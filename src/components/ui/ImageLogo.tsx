import { useState } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const circle = (size: number) => css`
  display: inline-flex; align-items: center; justify-content: center; width: ${size}px; height: ${size}px; flex: none;
  border-radius: 50%; background: ${theme.color.primary}; color: #fff; font-weight: 700; font-size: ${Math.round(size * 0.45)}px;
`

/** First letter of a platform's name, upper-cased, for the fallback circle. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase()

/** A platform or tool logo; if it fails to load, a circle with the name's first letter (spec 000 §4.5). */
export function PlatformLogo({ src, name, size = 40, className }: { src: string; name: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (failed || !src) {
    return (
      <span css={circle(size)} className={className} role="img" aria-label={name}>
        {initialOf(name)}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      css={css`object-fit: contain;`}
      onError={() => setFailed(true)}
    />
  )
}
