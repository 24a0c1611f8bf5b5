import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { FaqSection } from "./FaqSection"
import { faqView } from "./view"

/** Frequently asked questions as native disclosures (layout accordion). */
export function FaqBlock({ block }: BlockProps<Queries.FaqBlockFragment>) {
  return <FaqSection id={block.anchor ?? undefined} {...faqView(block)} />
}

export const fragment = graphql`
  fragment FaqBlock on DirectusBlockFaq {
    layout anchor heading highlightedText description
    items { question answer }
  }
`
