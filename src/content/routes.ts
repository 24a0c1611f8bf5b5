/** A detail route: the CMS node's id (empty when only written copy exists) and the slug. */
export interface DetailRoute {
  id: string
  slug: string
}

/**
 * The CMS's items, then the written pages it lacks: every route of spec 001's table exists even when
 * the CMS has no item for it (no id: such a page renders from its written copy alone).
 */
export function detailRoutes(items: readonly DetailRoute[], writtenSlugs: readonly string[]): DetailRoute[] {
  const inCms = new Set(items.map(item => item.slug))
  return [...items, ...writtenSlugs.filter(slug => !inCms.has(slug)).map(slug => ({ id: "", slug }))]
}
