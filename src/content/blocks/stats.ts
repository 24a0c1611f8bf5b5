/** View model of block_stats (src/blocks/StatsBlock.tsx). */
import { text, optional, stats, sectionOf } from "./common"
import type { RoiBlock } from "../landing"

export function roiView(block: Queries.StatsBlockFragment): RoiBlock {
  const perEmployee = stats(block.groupStats)
  return {
    section: sectionOf(block),
    headlineValue: text(block.headlineValue),
    headlineLabel: text(block.headlineLabel),
    perEmployeeTitle: optional(block.groupTitle),
    perEmployee: perEmployee.length > 0 ? perEmployee : undefined,
    proof: stats(block.stats),
  }
}
