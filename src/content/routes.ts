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
