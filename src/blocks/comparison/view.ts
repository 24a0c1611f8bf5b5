/** What each comparison layout shows (Comparison.tsx), from the block's data: pure, unit-tested. */
import { text, optional, list, icon, sectionOf } from "../../content/blocks/common"
import type { Maybe } from "../../content/blocks/common"
import type { IconName } from "../../content/types/icon"
import type { SectionData } from "../../content/types/sections"

/** An entry of a before/after list (spec 001 §3). */
export interface BeforeAfterItem {
  shortTitle: string
  longTitle: string
  shortDescription: string
  longDescription: string
  icon: IconName
}

export interface BeforeAfterView {
  section: SectionData
  problemsTitle: string
  solutionsTitle: string
  problems: BeforeAfterItem[]
  solutions: BeforeAfterItem[]
  /** Under 768 px only this many of each list show until the toggle is pressed (expands once). */
  mobileVisibleCount: number
  showMoreProblemsText: string
  showMoreSolutionsText: string
}


/** Layout cost_columns: two priced columns (the usual way against the better one) and the saving between them. */
export interface CostColumn {
  label: string
  cost: string
  costCaption: string
  timeline: string
  timelineCaption: string
  points: string[]
}

export interface CostColumnsView {
  section: SectionData
  traditional: CostColumn
  ai: CostColumn
  savingsValue: string
  savingsLabel: string
}

/** A challenge or a solution card; a badge ("Featured") marks the highlighted ones. */
export interface ColumnCard {
  title: string
  description: string
  icon: IconName
  points: string[]
  badge?: string
}

/** Layout card_columns: two columns of icon cards under their titles. */
export interface CardColumnsView {
  section: SectionData
  challengesTitle: string
  challenges: ColumnCard[]
  solutionsTitle: string
  solutions: ColumnCard[]
}


type ComparisonColumnData = NonNullable<Queries.ComparisonBlockFragment["columns"]>[number]

const beforeAfterItem = (item: NonNullable<ComparisonColumnData["items"]>[number]): BeforeAfterItem => ({
  shortTitle: text(item.shortTitle), longTitle: text(item.longTitle), shortDescription: text(item.shortDescription),
  longDescription: text(item.longDescription), icon: icon(item.icon),
})

/** Layout before_after: the first column lists the problems, the second the solutions. */
export function beforeAfterView(block: Queries.ComparisonBlockFragment): BeforeAfterView {
  const [problems, solutions] = [block.columns[0], block.columns[1]]
  return {
    section: sectionOf(block),
    problemsTitle: text(problems?.title),
    solutionsTitle: text(solutions?.title),
    problems: list(problems?.items).map(beforeAfterItem),
    solutions: list(solutions?.items).map(beforeAfterItem),
    mobileVisibleCount: block.mobileVisibleCount ?? 3,
    showMoreProblemsText: text(problems?.moreText),
    showMoreSolutionsText: text(solutions?.moreText),
  }
}

const costColumn = (column: Maybe<ComparisonColumnData>): CostColumn => ({
  label: text(column?.label), cost: text(column?.cost), costCaption: text(column?.costCaption), timeline: text(column?.timeline),
  timelineCaption: text(column?.timelineCaption), points: list(column?.points),
})

/** Layout cost_columns: the first column the usual way, the second the better one, and the saving. */
export function costColumnsView(block: Queries.ComparisonBlockFragment): CostColumnsView {
  return {
    section: sectionOf(block),
    traditional: costColumn(block.columns[0]),
    ai: costColumn(block.columns[1]),
    savingsValue: text(block.summaryValue),
    savingsLabel: text(block.summaryLabel),
  }
}

const challengeCard = (item: NonNullable<ComparisonColumnData["items"]>[number]): ColumnCard => ({
  title: text(item.title), description: text(item.description), icon: icon(item.icon), points: list(item.points), badge: optional(item.badge),
})

/** Layout card_columns: the first column (challenges), then the second (solutions). */
export function cardColumnsView(block: Queries.ComparisonBlockFragment): CardColumnsView {
  const [challenges, solutions] = [block.columns[0], block.columns[1]]
  return {
    section: sectionOf(block),
    challengesTitle: text(challenges?.title),
    challenges: list(challenges?.items).map(challengeCard),
    solutionsTitle: text(solutions?.title),
    solutions: list(solutions?.items).map(challengeCard),
  }
}
