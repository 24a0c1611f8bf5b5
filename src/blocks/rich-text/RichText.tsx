import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { richText as spec } from "./config"
import { LegalDocument } from "./LegalDocument"
import { proseView, richTextView } from "./view"
import { Prose } from "./Prose"

type Block = Queries.RichTextBlockFragment

const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  legal_document: block => <LegalDocument document={richTextView(block)} />,
  prose: (block, { id }) => <Prose id={id} text={proseView(block)} />,
}

/** Sections of rich text: a legal document with its contents (legal_document), an article's body (prose). */
export function RichTextBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment RichTextBlock on DirectusBlockRichText {
    layout anchor heading highlightedText description subtitle note
    sections { anchor title body }
    words { sectionsNavLabel }
  }
`
