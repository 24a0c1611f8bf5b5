/** Slug fallback of spec 000 §3.1: the title lower-cased and hyphenated. */
export function slugify(title: string | null | undefined): string {
  return (title ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** A heading's words in any script, lower-cased and hyphenated: an element id where slugify leaves nothing (an Arabic heading). */
export function wordsSlug(title: string | null | undefined): string {
  return (title ?? "").toLowerCase().normalize("NFC").replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "")
}

/** An item's own slug, or the slug of its title when the CMS left it empty. */
export function slugOrTitle(slug: string | null | undefined, title: string | null | undefined): string {
  const own = (slug ?? "").trim()
  return own !== "" ? own : slugify(title)
}

/**
 * Portfolio card slug rule of spec 000 §2.1: title lower-cased, spaces turned to hyphens,
 * other non-alphanumerics removed.
 */
export function portfolioSlug(title: string | null | undefined): string {
  return (title ?? "")
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^a-z0-9-]/g, "")
}
