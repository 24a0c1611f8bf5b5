// A published item's old address keeps working: when its slug changes, a redirect from the old path
// to the new one goes into the `redirects` collection (which editors can also fill by hand). Its
// pages in the other languages move too: under the language's prefix, at the translation's own slug
// where it has one, else the item's (so a translation's slug change moves only its own page).

/** The site path of an item of a slug collection; a page's slug is its route, `home` the root. */
export function pathOf(route, slug) {
  return route === '/' && slug === 'home' ? '/' : `${route}${slug}`;
}

/** A site path in a translation's language, under its code (as src/content/languages.ts localisedPath; a unit test holds them alike). */
export function localisedPathOf(language, path) {
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/**
 * The addresses of an item's pages on the site, by language (`en` its own): none unless it is
 * published (collections with a status); a translation's once it is published itself, where
 * translations have a status.
 */
export async function pageAddresses(db, site, collection, id) {
  const query = db(collection).where('id', id);
  const item = await (site.withStatus.includes(collection) ? query.andWhere('status', 'published') : query).first('slug');
  if (!item?.slug) return new Map();
  const route = site.routes[collection];
  const addresses = new Map([['en', pathOf(route, item.slug)]]);
  const translations = site.translations?.[collection];
  if (!translations) return addresses;
  const rows = await db(translations.collection).where(translations.key, id).select('languages_code', 'slug', ...(translations.status ? ['status'] : []));
  for (const row of rows) {
    if (translations.status && row.status !== 'published') continue;
    addresses.set(row.languages_code, localisedPathOf(row.languages_code, pathOf(route, row.slug || item.slug)));
  }
  return addresses;
}

/** The redirects from an item's pages' addresses `before` a change to those after it, language by language (a page gone or new needs none). */
export const movedPages = (before, after) =>
  [...before].flatMap(([language, from]) => (after.has(language) && after.get(language) !== from ? [{ language, from, to: after.get(language) }] : []));

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
