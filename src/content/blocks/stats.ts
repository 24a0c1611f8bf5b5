/** View model of block_stats (src/blocks/StatsBlock.tsx). */
import { text, optional, list, icon, stats, sectionOf, withName } from "./common"
import { countUpStat } from "./hero"
import type { CountUpStat, LabeledStat, SectionData } from "../types/sections"
import type { IndustryOverview } from "../industry-page"
import type { RoiBlock } from "../landing"
import type { Stat } from "../service-page"
import type { ProjectRecord } from "../portfolio-detail"

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

/** Variant project_overview (a case study's #overview). */
export interface ProjectOverviewBlock {
  heading: string
  text: string
  /** Titled texts under it (The Challenge, Our Solution): the block's figures with a description. */
  cards: { title: string; text: string }[]
  detailsTitle: string
  /** The sidebar's facts (Client, Industry, ...): the group's figures with a value. */
  details: { label: string; value: string }[]
  servicesLabel: string
  services: string[]
}

/** Variant project_overview: the block's text, else the project record's description (a project without written copy). */
export function projectOverviewView(block: Queries.StatsBlockFragment, project: ProjectRecord | undefined): ProjectOverviewBlock {
  return {
    heading: text(block.heading),
    text: block.description || (project?.overview ?? ""),
    cards: list(block.stats).flatMap(stat => (stat.description ? [{ title: text(stat.label), text: stat.description }] : [])),
    detailsTitle: text(block.groupTitle),
    details: list(block.groupStats).flatMap(stat => (stat.value ? [{ label: text(stat.label), value: stat.value }] : [])),
    servicesLabel: text(block.headlineLabel),
    services: list(block.points),
  }
}

/** Variant results: figures with a description (their bar follows a percent value), then the achievements under their title. */
export interface ResultsBlock {
  section: SectionData
  metrics: { value: string; label: string; description: string }[]
  achievementsTitle: string
  achievements: string[]
}

export function resultsView(block: Queries.StatsBlockFragment): ResultsBlock {
  return {
    section: sectionOf(block),
    metrics: list(block.stats).map(stat => ({ value: text(stat.value), label: text(stat.label), description: text(stat.description) })),
    achievementsTitle: text(block.groupTitle),
    achievements: list(block.points),
  }
}

/** Variant count_up: figures that count up ("50+" counts to 50 and keeps "+"); a figure without a leading number is left out. */
export function countUpView(block: Queries.StatsBlockFragment): { section: SectionData; stats: CountUpStat[] } {
  return { section: sectionOf(block), stats: list(block.stats).flatMap(stat => countUpStat(stat.value, stat.label) ?? []) }
}

/** Variant tiles: figures with their labels under the section heading. */
export function tilesView(block: Queries.StatsBlockFragment): { section: SectionData; stats: LabeledStat[] } {
  return { section: sectionOf(block), stats: stats(block.stats) }
}
