import { css } from "@emotion/react"

/**
 * A soft light over a dark band: an ellipse of `radius` (px), centred at `at` (% of the box), that
 * fades from `color` to transparent at `fade` of its radii.
 */
export interface Glow {
  color: string
  radius: readonly [x: number, y: number]
  at: readonly [x: number, y: number]
  fade: number
}

/** The glow as a CSS background image. */
export const glowGradient = ({ color, radius: [rx, ry], at: [x, y], fade }: Glow) =>
  `radial-gradient(${rx}px ${ry}px at ${x}% ${y}%, ${color}, transparent ${fade * 100}%)`

/** How far one edge of the box lies from the glow's reach: `percent` of the box less `reach` px, never below 0. */
const edge = (percent: number, reach: number) => `max(0px, calc(${percent}% - ${reach}px))`

/**
 * The clip-path that keeps the rectangle the glow can paint in any box: past `fade` of its radii it
 * is transparent, so the clip changes no pixel, and the rasteriser shades only that rectangle.
 */
export function glowClip({ radius: [rx, ry], at: [x, y], fade }: Glow): string {
  const [reachX, reachY] = [rx * fade, ry * fade]
  return `inset(${edge(y, reachY)} ${edge(100 - x, reachX)} ${edge(100 - y, reachY)} ${edge(x, reachX)})`
}

/**
 * Two glows behind a band's content, each on a pseudo-element clipped to where it shows. As the
 * band's own background layers they were shaded over the whole band: a phone's hero took 33 ms to
 * rasterise in software, 14 ms clipped (same pixels). The band must be positioned and isolated
 * (`isolation: isolate`); the glows sit below its content, even content with `z-index: -1`.
 */
export const glowsBehind = (under: Glow, over: Glow) => css`
  &::before, &::after { content: ""; position: absolute; inset: 0; z-index: -2; pointer-events: none; }
  &::before { background: ${glowGradient(under)}; clip-path: ${glowClip(under)}; }
  &::after { background: ${glowGradient(over)}; clip-path: ${glowClip(over)}; }
`
