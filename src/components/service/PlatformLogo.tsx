import { useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const box = (size: number) => css`
  width: ${size}px; height: ${size}px; flex: none; border-radius: ${theme.radius.md};
  display: inline-flex; align-items: center; justify-content: center; overflow: hidden;
  background: #fff; border: 1px solid ${theme.color.border};
  img { width: 70%; height: 70%; object-fit: contain; }
`
const letter = css`
  width: 100%; height: 100%; display: flex; align-items: center; justify-content: center;
  border-radius: 50%; background: ${theme.color.primary}; color: #fff; font-weight: 700; font-size: 1.1em;
`

/**
 * A platform logo; when the file fails to load it becomes a circle with the platform's first
 * letter (spec 000 §4.5). The name is said by the card's heading, so the logo is decorative.
 */
export function PlatformLogo({ src, name, size = 56 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  // A file that failed before hydration fired its error event before React listened.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    <span css={box(size)} aria-hidden="true">
      {failed ? (
        <span css={letter}>{name.trim().charAt(0).toUpperCase()}</span>
      ) : (
        <img ref={img} src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(true)} />
      )}
    </span>
  )
}
