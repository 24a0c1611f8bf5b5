/** View model of block_stats (src/blocks/StatsBlock.tsx). */
import { text, optional, list, icon, stats, sectionOf, withName } from "./common"
import { countUpStat } from "./hero"
import type { CountUpStat, LabeledStat, SectionData } from "../../data/types/sections"
import type { IndustryOverview } from "../industry-page"
import type { RoiBlock } from "../landing"
import type { Stat } from "../service-page"

/** Variant roi. */
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

/** Variant overview (industry pages): the detailed text, key stats with icons, and market trends. */
export function overviewView(block: Queries.StatsBlockFragment, name: string): IndustryOverview {
  return {
    section: { heading: text(block.heading), highlightedText: optional(block.highlightedText) },
    detailedDescription: text(block.description),
    keyStats: list(block.stats).map(stat => ({ value: text(stat.value), label: text(stat.label), description: text(stat.description), icon: icon(stat.icon) })),
    trendsTitle: withName(block.groupTitle, name),
    marketTrends: list(block.points),
  }
}

/** Variant row: a strip of figures, labelled by its heading, `{name}` the page's record ("{name} in numbers"). */
export function statsRowView(block: Queries.StatsBlockFragment, pageName: string): { stats: Stat[]; label: string } {
  return { stats: stats(block.stats).map(stat => ({ value: stat.value, description: stat.label })), label: withName(block.heading, pageName) }
}

/** Variant count_up: figures that count up ("50+" counts to 50 and keeps "+"); a figure without a leading number is left out. */
export function countUpView(block: Queries.StatsBlockFragment): { section: SectionData; stats: CountUpStat[] } {
  return { section: sectionOf(block), stats: list(block.stats).flatMap(stat => countUpStat(stat.value, stat.label) ?? []) }
}

/** Variant tiles: figures with their labels under the section heading. */
export function tilesView(block: Queries.StatsBlockFragment): { section: SectionData; stats: LabeledStat[] } {
  return { section: sectionOf(block), stats: stats(block.stats) }
}
