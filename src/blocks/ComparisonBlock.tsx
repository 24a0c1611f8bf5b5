import { graphql } from "gatsby"
import { ChallengesSolutions } from "../components/industry/ChallengesSolutions"
import { BeforeAfter } from "../components/landing/BeforeAfter"
import { Comparison } from "../components/landing/Comparison"
import { beforeAfterView, challengesSolutionsView, comparisonView } from "../content/blocks/comparison"
import type { BlockProps } from "./types"

/**
 * Two columns side by side: before/after lists (layout before_after), costs and timelines
 * (cost_columns), or challenge cards against solution cards (challenges_solutions).
 */
export function ComparisonBlock({ block }: BlockProps<Queries.ComparisonBlockFragment>) {
  if (block.layout === "cost_columns") return <Comparison id={block.anchor ?? "comparison"} block={comparisonView(block)} />
  if (block.layout === "challenges_solutions") return <ChallengesSolutions id={block.anchor ?? "challenges"} data={challengesSolutionsView(block)} />
  return <BeforeAfter id={block.anchor ?? "before-after"} block={beforeAfterView(block)} />
}

export const fragment = graphql`
  fragment ComparisonBlock on DirectusBlockComparison {
    layout anchor heading highlightedText description
    columns {
      title label cost costCaption timeline points moreText
      items { shortTitle longTitle shortDescription longDescription icon title description points badge }
    }
    mobileVisibleCount summaryValue summaryLabel
  }
`
