import { safeSlug } from "../../plugins/gatsby-source-directus/src/rules"

/** A detail route: the CMS node's id (empty when only written copy exists) and the slug. */
export interface DetailRoute {
  id: string
  slug: string
}

/** Told of a CMS item that gets no page, and why. */
export type RefusedRoute = (route: DetailRoute, problem: string) => void

/**
 * The CMS's items, then the written pages it lacks: every route of spec 001's table exists even when
 * the CMS has no item for it (no id: such a page renders from its written copy alone). An item
 * whose slug (its own, or the one its title gave) breaks the slug rule or is another item's gets
 * no page: such a slug never reaches createPage, `_redirects` or `_headers`.
 */
export function detailRoutes(items: readonly DetailRoute[], writtenSlugs: readonly string[], refuse: RefusedRoute = () => {}): DetailRoute[] {
  const taken = new Set<string>()
  const fromCms = items.filter(item => {
    const problem = safeSlug(item.slug) === null ? "not a slug" : taken.has(item.slug) ? "another item has this slug" : null
    if (problem) refuse(item, problem)
    else taken.add(item.slug)
    return problem === null
  })
  return [...fromCms, ...writtenSlugs.filter(slug => !taken.has(slug)).map(slug => ({ id: "", slug }))]
}

/** The pages item holding the not-found page's copy (its title and blocks), read by src/pages/404.tsx. */
export const NOT_FOUND_PAGE = "404"

/** A pages item: its route (slug, `/`-joined), its translation's own where it has one, and whether it has blocks of its own. */
export interface PageRecordRoute extends DetailRoute {
  localSlug?: string | null
  blockCount: number
}

/** The route a block page is at in its language (the home stays the language's root). */
const BLOCK_PAGE_ROOT = "home"

/**
 * The pages items built from their blocks by the page template: those with at least one block
 * whose path in this language (its translation's route, else its own) no fixed page or detail page
 * already has (their record then only holds that page's head tags). `taken` holds paths like
 * "/about/". The not-found record is src/pages/404.tsx's copy, never a page of its own; the home
 * is at its language's root whatever its translation's route says (refused, and said so).
 */
export function blockPageRoutes(pages: readonly PageRecordRoute[], taken: ReadonlySet<string>, refuse: RefusedRoute = () => {}): (DetailRoute & { localSlug: string | null })[] {
  return pages.flatMap(page => {
    if (page.blockCount === 0 || page.slug === NOT_FOUND_PAGE) return []
    let localSlug = page.localSlug ?? null
    if (localSlug !== null && page.slug === BLOCK_PAGE_ROOT) {
      refuse(page, `the home is at its language's root: its translation's route ${JSON.stringify(localSlug)} is not used`)
      localSlug = null
    }
    if (localSlug !== null && taken.has(blockPagePath(localSlug))) {
      refuse(page, `its translation's route ${JSON.stringify(localSlug)} belongs to a page built by code: the English route is used`)
      localSlug = null
    }
    if (taken.has(blockPagePath(localSlug ?? page.slug))) {
      refuse(page, "its path belongs to a page built by code, so its blocks are not shown")
      return []
    }
    return [{ id: page.id, slug: page.slug, localSlug }]
  })
}

/** A pages item's path: `home` is the site's root, any other route is itself. */
export function blockPagePath(route: string): string {
  return route === BLOCK_PAGE_ROOT ? "/" : `/${route}/`
}
