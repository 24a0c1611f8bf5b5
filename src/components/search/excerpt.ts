/** A passage's text in runs, each marked (a word the visitor searched for) or not. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" }
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name])

/**
 * Pagefind's excerpt as text runs: only its `<mark>` elements are read as markup, anything else is
 * text, so a passage is shown as React text, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map(part => {
      const marked = part.startsWith("<mark>") && part.endsWith("</mark>")
      return { text: decode((marked ? part.slice(6, -7) : part).replace(/<[^>]*>/g, "")), marked }
    })
    .filter(part => part.text !== "")
}
