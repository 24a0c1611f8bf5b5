/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IconName } from "../../content/types/icon"
import { theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"

const badge = (size: number, tone: "violet" | "cyan" | "dark") => css`
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: ${size}px; height: ${size}px; border-radius: ${theme.radius.md};
  background: ${tone === "violet" ? "rgba(91,77,232,.1)" : tone === "cyan" ? "rgba(34,211,238,.16)" : theme.color.navySoft};
  color: ${tone === "dark" ? theme.color.accent : theme.color.primary};
`

/** A decorative icon on a soft rounded tile. */
export function IconBadge({ name, size = 48, tone = "violet" }: { name: IconName; size?: number; tone?: "violet" | "cyan" | "dark" }) {
  return (
    <span css={badge(size, tone)}>
      <Icon name={name} size={Math.round(size / 2)} />
    </span>
  )
}
