/** What the rich text block shows (RichText.tsx), from its data: pure, unit-tested. */
import { text, optional, list } from "../../content/blocks/common"
import { slugify } from "../../content/slug"

export interface RichTextSection {
  /** Its heading's id: the target of the contents' links. */
  anchor: string
  title: string
  /** Sanitised at build time (the source plugin's HTML allowlist). */
  html: string
}

export interface RichTextDocument {
  title: string
  subtitle?: string
  note?: string
  introduction?: string
  sections: RichTextSection[]
  /** The contents' name, read out: the settings' in the block's language. */
  sectionsLabel: string
}

/** A section without an anchor or a title cannot be listed in the contents, so it is left out. */
export function richTextView(block: Queries.RichTextBlockFragment): RichTextDocument {
  return {
    title: text(block.heading),
    subtitle: optional(block.subtitle),
    note: optional(block.note),
    introduction: optional(block.description),
    sectionsLabel: text(block.words?.sectionsNavLabel),
    sections: list(block.sections).flatMap(section =>
      section.anchor && section.title ? [{ anchor: section.anchor, title: section.title, html: text(section.body) }] : []
    ),
  }
}

/** A page holding a legal document shows the header's Legal Documents row. */
export const isLegalDocument = (block: { blockType: string; layout?: string | null }) =>
  block.blockType === "block_rich_text" && block.layout === "legal_document"

/** A stretch of an article's text: its heading (with its id) when it has one, and its HTML. */
export interface ProseSection {
  anchor?: string
  title?: string
  html: string
}

/**
 * An article's text: every section with text, in order; a heading's id is its anchor, else its
 * title's slug. The block's heading is not shown: it names the block in the editor's lists.
 */
export function proseView(block: Queries.RichTextBlockFragment): { sections: ProseSection[] } {
  return {
    sections: list(block.sections).flatMap(section => {
      const html = text(section.body)
      if (!html && !section.title) return []
      const title = optional(section.title)
      return [{ title, anchor: title ? section.anchor || slugify(title) || undefined : undefined, html }]
    }),
  }
}
