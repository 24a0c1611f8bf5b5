export const ELLIPSIS = "..."

/** Removes HTML tags and collapses whitespace: SEO text and previews must be plain. */
export function stripHtml(value: string | null | undefined): string {
  if (!value) return ""
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim()
}

/** Cuts text longer than `limit` to `limit` characters and appends an ellipsis. */
export function truncate(value: string | null | undefined, limit: number): string {
  const text = value ?? ""
  return text.length > limit ? text.slice(0, limit).trimEnd() + ELLIPSIS : text
}

/** Like truncate, but never cuts inside a word (falls back to a hard cut for one long word). */
export function truncateAtWord(value: string | null | undefined, limit: number): string {
  const text = value ?? ""
  if (text.length <= limit) return text
  const cut = text.slice(0, limit + 1)
  const lastSpace = cut.lastIndexOf(" ")
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, limit)
  return head.replace(/[\s,.;:!?-]+$/, "") + ELLIPSIS
}

/**
 * The text as its readers see its characters: grapheme clusters (Intl.Segmenter), so a letter with
 * its marks, an emoji sequence or a Turkish İ stays whole. Arabic letters stay apart, each its
 * own cluster; the browser joins them across the elements that hold them.
 */
export function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return Array.from(text)
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), part => part.segment)
}

/** A number as items, cards and steps show it: at least two digits ("01", "12"). */
export const twoDigits = (value: number | string): string => String(value).padStart(2, "0")
