/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IconName } from "../../content/types/icon"
import { theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"

/** Violet on light bands, cyan, dark on a navy band, glow (cyan on a dark card), danger (a problem). */
export type IconBadgeTone = "violet" | "cyan" | "dark" | "glow" | "danger"

const TONES: Record<IconBadgeTone, [background: string, color: string]> = {
  violet: ["rgba(91,77,232,.1)", theme.color.primary],
  cyan: ["rgba(34,211,238,.16)", theme.color.primary],
  dark: [theme.color.navySoft, theme.color.accent],
  glow: ["rgba(34,211,238,.12)", theme.color.accent],
  danger: ["rgba(185,28,28,.08)", theme.color.danger],
}

const badge = (size: number, tone: IconBadgeTone) => css`
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: ${size}px; height: ${size}px; border-radius: ${theme.radius.md};
  background: ${TONES[tone][0]}; color: ${TONES[tone][1]};
`

/** A decorative icon on a soft rounded tile. */
export function IconBadge({ name, size = 48, tone = "violet", className }: { name: IconName; size?: number; tone?: IconBadgeTone; className?: string }) {
  return (
    <span css={badge(size, tone)} className={className}>
      <Icon name={name} size={Math.round(size / 2)} />
    </span>
  )
}
