import { graphql } from "gatsby"
import { BeforeAfter } from "../components/landing/BeforeAfter"
import { Comparison } from "../components/landing/Comparison"
import { beforeAfterView, comparisonView } from "../content/blocks/comparison"
import type { BlockProps } from "./types"

/** Two columns side by side: before/after lists (variant before_after) or costs and timelines (cost_columns). */
export function ComparisonBlock({ block }: BlockProps<Queries.ComparisonBlockFragment>) {
  if (block.variant === "cost_columns") return <Comparison id={block.anchor ?? "comparison"} block={comparisonView(block)} />
  return <BeforeAfter id={block.anchor ?? "before-after"} block={beforeAfterView(block)} />
}

export const fragment = graphql`
  fragment ComparisonBlock on DirectusBlockComparison {
    variant anchor heading highlightedText description
    columns {
      title label cost costCaption timeline points moreText
      items { shortTitle longTitle shortDescription longDescription icon }
    }
    mobileVisibleCount summaryValue summaryLabel
  }
`
