/** What each stats layout shows (Stats.tsx), from the block's data: pure, unit-tested. */
import { text, optional, list, icon, stats, sectionOf, withName, countUpStat } from "../../content/blocks/common"
import type { IconName } from "../../content/types/icon"
import type { CountUpStat, LabeledStat, SectionData } from "../../content/types/sections"
import { metricBarWidth } from "../../content/portfolio-detail"
import type { ProjectRecord } from "../../content/portfolio-detail"

type Block = Queries.StatsBlockFragment

/** Layout headline: a big figure, an optional titled group of figures, then the titled figures. */
export interface HeadlineView {
  section: SectionData
  value: string
  label: string
  group?: { title: string; stats: LabeledStat[] }
  statsTitle: string
  stats: LabeledStat[]
}

export function headlineView(block: Block): HeadlineView {
  const group = stats(block.groupStats)
  return {
    section: sectionOf(block),
    value: text(block.headlineValue),
    label: text(block.headlineLabel),
    group: block.groupTitle && group.length > 0 ? { title: block.groupTitle, stats: group } : undefined,
    statsTitle: text(block.statsTitle),
    stats: stats(block.stats),
  }
}

/** Layout band: figures labelled, for screen readers, by the heading (`{name}` the page's record: "{name} in numbers"). */
export function bandView(block: Block, pageName: string): { label: string; stats: LabeledStat[] } {
  return { label: withName(block.heading, pageName), stats: stats(block.stats) }
}

export type TileTone = "alt" | "dark"

/** Layout tiles: figures on a tinted or dark band; counting up, a figure without a leading number is left out. */
export type TilesView =
  | { section: SectionData; tone: TileTone; countUp: false; stats: LabeledStat[] }
  | { section: SectionData; tone: TileTone; countUp: true; stats: CountUpStat[] }

export function tilesView(block: Block): TilesView {
  const [section, tone] = [sectionOf(block), block.tone === "dark" ? "dark" : "alt"] as const
  return block.countUp
    ? { section, tone, countUp: true, stats: list(block.stats).flatMap(stat => countUpStat(stat.value, stat.label) ?? []) }
    : { section, tone, countUp: false, stats: stats(block.stats) }
}

/** Layout beside_text: the text and its titled points beside figure cards with icons. */
export interface BesideTextView {
  section: SectionData
  text: string
  pointsTitle: string
  points: string[]
  stats: { value: string; label: string; description: string; icon: IconName }[]
  /** The figures' name, read out (the settings' words in the block's language). */
  statsLabel: string
}

export function besideTextView(block: Block, pageName: string): BesideTextView {
  return {
    section: { heading: text(block.heading), highlightedText: optional(block.highlightedText) },
    text: text(block.description),
    pointsTitle: withName(block.groupTitle, pageName),
    points: list(block.points),
    stats: list(block.stats).map(stat => ({ value: text(stat.value), label: text(stat.label), description: text(stat.description), icon: icon(stat.icon) })),
    statsLabel: text(block.words?.keyStatsLabel),
  }
}

/** Layout text_with_facts: a text with titled paragraphs, beside a box of facts and tags. */
export interface TextWithFactsView {
  heading: string
  text: string
  /** The titled paragraphs (The Challenge, Our Solution): the figures with a description. */
  paragraphs: { title: string; text: string }[]
  factsTitle: string
  /** The facts (Client, Industry, ...): the group's figures with a value. */
  facts: { label: string; value: string }[]
  tagsLabel: string
  tags: string[]
}

/** The block's text, else the case study's description (a project without written copy). */
export function textWithFactsView(block: Block, project: ProjectRecord | undefined): TextWithFactsView {
  return {
    heading: text(block.heading),
    text: block.description || (project?.overview ?? ""),
    paragraphs: list(block.stats).flatMap(stat => (stat.description ? [{ title: text(stat.label), text: stat.description }] : [])),
    factsTitle: text(block.groupTitle),
    facts: list(block.groupStats).flatMap(stat => (stat.value ? [{ label: text(stat.label), value: stat.value }] : [])),
    tagsLabel: text(block.headlineLabel),
    tags: list(block.points),
  }
}

/** Layout bars: figures with a sentence (their bar follows a percent value), then the titled points. */
export interface BarsView {
  section: SectionData
  /** Each figure with its sentence and its bar's width (the spec's benefit bar rule: the figure's percent, else full). */
  stats: { value: string; label: string; description: string; bar: string }[]
  pointsTitle: string
  points: string[]
}

export function barsView(block: Block): BarsView {
  return {
    section: sectionOf(block),
    stats: list(block.stats).map(stat => ({ value: text(stat.value), label: text(stat.label), description: text(stat.description), bar: metricBarWidth(text(stat.value)) })),
    pointsTitle: text(block.groupTitle),
    points: list(block.points),
  }
}
