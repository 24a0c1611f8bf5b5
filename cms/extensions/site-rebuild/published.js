// Whether a change can show on the public site: the build keeps only published items, so a draft's
// edits (and a block that no published page, service, industry or project lists) change nothing there.

/** Whether any of `keys` of a collection with a status is published right now. */
async function anyPublished(db, collection, keys) {
  return Boolean(await db(collection).whereIn('id', keys).andWhere('status', 'published').first('id'));
}

/** Whether a published owner's block list (an M2A junction) holds any of these blocks right now. */
async function listedByPublishedOwner(db, site, block, keys) {
  for (const { junction, parent, owner } of site.builders) {
    const row = await db(junction)
      .join(owner, `${owner}.id`, `${junction}.${parent}`)
      .where(`${junction}.collection`, block)
      .whereIn(`${junction}.item`, keys.map(String))
      .andWhere(`${owner}.status`, 'published')
      .first(`${junction}.id`);
    if (row) return true;
  }
  return false;
}

/**
 * Whether these items are on the public site now: published (collections with a status), listed by a
 * published owner (blocks), rows of an owner on the public site (a block's repeater rows), or always
 * (settings, skills, redirects: no draft state).
 */
export async function onPublicSite(db, site, collection, keys) {
  if (keys.length === 0) return false;
  const rows = site.rows?.[collection];
  if (rows) {
    const owners = await db(collection).whereIn('id', keys).whereNotNull(rows.key).pluck(rows.key);
    return onPublicSite(db, site, rows.owner, [...new Set(owners)]);
  }
  if (site.withStatus.includes(collection)) return anyPublished(db, collection, keys);
  if (site.blocks.includes(collection)) return listedByPublishedOwner(db, site, collection, keys);
  return true;
}
