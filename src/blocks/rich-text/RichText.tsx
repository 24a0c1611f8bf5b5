import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { LegalDocument } from "./LegalDocument"
import { richTextView } from "./view"

/** Titled sections of rich text: a legal document with its contents (layout legal_document). */
export function RichTextBlock({ block }: BlockProps<Queries.RichTextBlockFragment>) {
  return <LegalDocument document={richTextView(block)} />
}

export const fragment = graphql`
  fragment RichTextBlock on DirectusBlockRichText {
    layout anchor heading highlightedText description subtitle note
    sections { anchor title body }
  }
`
