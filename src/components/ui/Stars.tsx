/** Amber 700: 5:1 on white. */
const STAR_COLOUR = "#B45309"
/** The star icon's outline (icon-paths' `star`) from its top point, (12, 2) of a 24-unit square, in relative steps. */
const STAR = "l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z"

export interface StarsProps {
  /** How many filled stars (rounded). */
  count: number
  /** Each star's side and the space between two, in px. */
  size?: number
  gap?: number
  /** Drawn with the icons' 1.8-unit outline as well, a little fuller. */
  outlined?: boolean
  /** Read out in place of the stars ("5 out of 5"); without it they are hidden, the rating given as text beside them. */
  label?: string
}

/**
 * A rating's stars in amber, as one drawing: a row of five is two elements (the drawing and its path)
 * where a drawing per star made eleven, on pages that show several ratings.
 */
export function Stars({ count, size = 18, gap = 2, outlined = false, label }: StarsProps) {
  const stars = Math.max(0, Math.round(count))
  const width = stars * size + Math.max(0, stars - 1) * gap
  // Viewbox units per px: a star's 24-unit square is `size` px wide.
  const scale = 24 / size
  const d = Array.from({ length: stars }, (_, i) => `M${+(12 + i * (size + gap) * scale).toFixed(3)} 2${STAR}`).join("")
  const outline = outlined ? { stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round", strokeLinejoin: "round" } as const : {}
  return (
    <svg width={width} height={size} viewBox={`0 0 ${+(width * scale).toFixed(3)} 24`} color={STAR_COLOUR} fill="currentColor" {...outline}
      role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false" data-stars={stars}>
      <path d={d} />
    </svg>
  )
}
