/** A node of a record in one language (every node says its own) and the languages its record has a page in. */
export interface Localised {
  language: string
  languages: readonly string[]
}

/** Is the record's page in the language of its node (English always; another once it has a published translation)? */
export const hasPage = (node: Localised) => node.languages.includes(node.language)

/** A record's path in a language, without the prefix: at its translation's own slug where it has one. */
export const localPathOf = (toPath: (slug: string) => string, node: { slug: string; localSlug?: string | null }) => toPath(node.localSlug ?? node.slug)
