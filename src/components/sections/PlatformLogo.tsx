import { useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const circle = (size: number) => css`
  width: ${size}px; height: ${size}px; border-radius: 50%; flex: none; display: inline-flex; align-items: center;
  justify-content: center; background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); color: #fff;
  font-weight: 700; font-size: ${Math.round(size * 0.45)}px;
`

/**
 * A platform or tool logo. A logo that fails to load becomes a circle with the first letter of the
 * name (spec 000 §4.5). Checked after mount too: the error can fire before hydration.
 */
export function PlatformLogo({ src, name, size = 48 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const el = img.current
    if (el && el.complete && el.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) {
    return <span css={circle(size)} aria-hidden="true">{name.trim().charAt(0).toUpperCase()}</span>
  }
  return (
    <img ref={img} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)}
      css={css`width: ${size}px; height: ${size}px; object-fit: contain; flex: none;`} />
  )
}
