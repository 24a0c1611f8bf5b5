import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { faq as spec } from "./config"
import { FaqSection } from "./FaqSection"
import { faqView } from "./view"

type Block = Queries.FaqBlockFragment

const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  accordion: (block, { id }) => <FaqSection id={id} {...faqView(block)} />,
}

/** Frequently asked questions as native disclosures (layout accordion). */
export function FaqBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment FaqBlock on DirectusBlockFaq {
    layout anchor heading highlightedText description
    items { question answer }
  }
`
