/**
 * Card widths on a 6-column grid, from the services grid rule (spec 000 §2.9) and used by every card
 * list: one card spans all 6 columns, two span 3 each, three span 2 each; longer lists fill rows of
 * three, and the last row is never left with a lone card: a remainder of two spans 3 each, a
 * remainder of one turns the last four into 2 + 2.
 */
export const GRID_COLUMNS = 6

export function cardGridSpans(count: number): number[] {
  if (count <= 0) return []
  if (count === 1) return [6]
  if (count === 2) return [3, 3]
  const spans = Array<number>(count).fill(2)
  const rest = count % 3
  const wide = rest === 2 ? 2 : rest === 1 ? 4 : 0
  for (let i = count - wide; i < count; i++) spans[i] = 3
  return spans
}

/** The list cut to the section's limit (no limit: all items). */
export function limitItems<T>(items: readonly T[], limit?: number): T[] {
  return limit === undefined || limit < 0 ? [...items] : items.slice(0, limit)
}
