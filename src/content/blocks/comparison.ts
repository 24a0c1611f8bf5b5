/** View model of block_comparison (src/blocks/ComparisonBlock.tsx). */
import { text, optional, list, icon, sectionOf } from "./common"
import type { Maybe } from "./common"
import type { ChallengeCard, IndustryChallengesSolutions } from "../industry-page"
import type { BeforeAfterBlock, BeforeAfterItem, ComparisonBlock, ComparisonColumn } from "../landing"

type ComparisonColumnData = NonNullable<Queries.ComparisonBlockFragment["columns"]>[number]

const beforeAfterItem = (item: NonNullable<ComparisonColumnData["items"]>[number]): BeforeAfterItem => ({
  shortTitle: text(item.shortTitle), longTitle: text(item.longTitle), shortDescription: text(item.shortDescription),
  longDescription: text(item.longDescription), icon: icon(item.icon),
})

/** Variant before_after: the first column lists the problems, the second the solutions. */
export function beforeAfterView(block: Queries.ComparisonBlockFragment): BeforeAfterBlock {
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

const costColumn = (column: Maybe<ComparisonColumnData>): ComparisonColumn => ({
  label: text(column?.label), cost: text(column?.cost), costCaption: text(column?.costCaption), timeline: text(column?.timeline), points: list(column?.points),
})

/** Variant cost_columns: the traditional way against the AI-assisted one, and the saving. */
export function comparisonView(block: Queries.ComparisonBlockFragment): ComparisonBlock {
  return {
    section: sectionOf(block),
    traditional: costColumn(block.columns[0]),
    ai: costColumn(block.columns[1]),
    savingsValue: text(block.summaryValue),
    savingsLabel: text(block.summaryLabel),
  }
}

const challengeCard = (item: NonNullable<ComparisonColumnData["items"]>[number]): ChallengeCard => ({
  title: text(item.title), description: text(item.description), icon: icon(item.icon), points: list(item.points), badge: optional(item.badge),
})

/** Variant challenges_solutions (industry pages): the challenges column, then the solutions column. */
export function challengesSolutionsView(block: Queries.ComparisonBlockFragment): IndustryChallengesSolutions {
  const [challenges, solutions] = [block.columns[0], block.columns[1]]
  return {
    section: sectionOf(block),
    challengesTitle: text(challenges?.title),
    challenges: list(challenges?.items).map(challengeCard),
    solutionsTitle: text(solutions?.title),
    solutions: list(solutions?.items).map(challengeCard),
  }
}
