/** Dropdown constants of spec 000 §9. */
export const DROPDOWN = { resizeDebounceMs: 150, repositionDelayMs: 300, edgeMarginRatio: 0.02 } as const

/**
 * Horizontal offset of a dropdown panel from its anchor's left edge: centred under the trigger,
 * then pushed inside the viewport with an edge margin of 2% of its width.
 */
export function panelOffset(trigger: { left: number; width: number }, panelWidth: number, viewportWidth: number): number {
  const margin = viewportWidth * DROPDOWN.edgeMarginRatio
  const centred = trigger.left + trigger.width / 2 - panelWidth / 2
  const max = viewportWidth - margin - panelWidth
  const left = Math.max(margin, Math.min(centred, max))
  return Math.round(left - trigger.left)
}
