// A published item's old address keeps working: when its slug changes, a redirect from the old path
// to the new one goes into the `redirects` collection (which editors can also fill by hand).

/** The site path of an item of a slug collection; a page's slug is its route, `home` the root. */
export function pathOf(route, slug) {
  return route === '/' && slug === 'home' ? '/' : `${route}${slug}`;
}

/**
 * Records `from` → `to`: earlier redirects to `from` now go to `to` (no chains), one from `to` is removed
 * (the address is live again), and one from `from` is created or pointed at `to`.
 */
export async function recordRedirect(redirects, from, to) {
  const find = (filter) => redirects.readByQuery({ filter, fields: ['id', 'from_path', 'to_path'], limit: -1 });
  for (const item of await find({ to_path: { _eq: from } })) await redirects.updateOne(item.id, { to_path: to });
  for (const item of await find({ from_path: { _eq: to } })) await redirects.deleteOne(item.id);
  const [existing] = await find({ from_path: { _eq: from } });
  if (existing) await redirects.updateOne(existing.id, { to_path: to });
  else await redirects.createOne({ from_path: from, to_path: to });
}
