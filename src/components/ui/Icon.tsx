import type { IconName } from "../../content/types/icon"

/** The id of an icon's symbol in the sprite; the drawings stay out of the browser bundle. */
export const iconSymbolId = (name: IconName) => `icon-${name}`

export interface IconProps {
  name: IconName
  size?: number
  /** A label makes the icon meaningful to screen readers; without one it is decorative. */
  label?: string
  className?: string
}

/** One icon from the page's sprite (IconSprite), drawn in the current text colour. */
export function Icon({ name, size = 24, label, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
