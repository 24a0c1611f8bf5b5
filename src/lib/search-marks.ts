/**
 * Marks text the site search (Pagefind: scripts/search-index.mjs) leaves out of its index: a copy of
 * text the page already has (the typewriter's letters beside the heading's own text), a message
 * shown only when something fails, or links that name no content (the feeds).
 */
export const NOT_SEARCHED = { "data-pagefind-ignore": "all" } as const
