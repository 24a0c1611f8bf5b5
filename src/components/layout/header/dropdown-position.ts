/** Dropdown constants of spec 000 §9. */
export const DROPDOWN = { resizeDebounceMs: 150, repositionDelayMs: 300, edgeMarginRatio: 0.02 } as const

interface Span {
  left: number
  right: number
}

/**
 * Horizontal offset of a dropdown panel from its trigger's left edge: centred under the trigger,
 * then kept within the header's content width (`bounds`) when the panel fits there, so it lines
 * up with the logo and the call to action; otherwise, and always, inside the viewport with an
 * edge margin of 2% of its width.
 */
export function panelOffset(trigger: { left: number; width: number }, panelWidth: number, viewportWidth: number, bounds?: Span): number {
  const margin = viewportWidth * DROPDOWN.edgeMarginRatio
  const viewport = { left: margin, right: viewportWidth - margin }
  const fits = bounds && bounds.right - bounds.left >= panelWidth
  const room = fits ? { left: Math.max(bounds.left, viewport.left), right: Math.min(bounds.right, viewport.right) } : viewport
  const centred = trigger.left + trigger.width / 2 - panelWidth / 2
  const left = Math.max(room.left, Math.min(centred, room.right - panelWidth))
  return Math.round(left - trigger.left)
}
