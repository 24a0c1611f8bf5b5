/**
 * The site's search index (Pagefind, written into public/ by the build: scripts/search-index.mjs)
 * and its code, loaded from the site itself the first time a visitor opens search, never before.
 * Its folder is named by Pagefind's version (a unit test holds it to the installed one): its scripts
 * change only with it, so they may be cached for good (`_headers`), while the index they read is
 * found through `pagefind-entry.json`, which is revalidated.
 */
export const PAGEFIND_VERSION = "1.6.0"
export const SEARCH_DIR = `/pagefind-${PAGEFIND_VERSION}`
export const PAGEFIND_URL = `${SEARCH_DIR}/pagefind.js`

/** One match as the search window lists it. */
export interface SearchHit {
  url: string
  title: string
  /** The matching passage, Pagefind's `<mark>` around the words found (excerptParts splits it). */
  excerpt: string
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>
}
interface Pagefind {
  init(): Promise<void>
  debouncedSearch(query: string, options?: object, debounceMs?: number): Promise<{ results: PagefindResult[] } | null>
}

let loading: Promise<Pagefind> | null = null

/** Pagefind's module, once (a failed load is tried again at the next search). */
function pagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(async module => {
    await module.init()
    return module
  }).catch(error => {
    loading = null
    throw error
  })
  return loading
}

/** Starts loading the index's code (the window has opened), so the first words typed find it ready. */
export const preloadSearch = () => void pagefind().catch(() => undefined)

/** The first `limit` matches of `query`; null when a newer query has replaced it while typing. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[] | null> {
  const found = await (await pagefind()).debouncedSearch(query, {}, 150)
  if (!found) return null
  const hits = await Promise.all(found.results.slice(0, limit).map(result => result.data()))
  return hits.map(hit => ({ url: hit.url.replace(/\.html$/, "").replace(/\/index$/, "/"), title: hit.meta.title ?? hit.url, excerpt: hit.excerpt }))
}
