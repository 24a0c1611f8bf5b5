// The site's rebuild loop inside Directus (replaces the earlier "Rebuild site" Flow, which could
// neither wait for a burst of edits to end nor tell a draft's edit from a published one's).
//
// - Every create, update, delete or sort in a collection of the site's contract that changes what the
//   public site shows (see published.js) is collected; once none has come for BUILD_HOOK_DEBOUNCE_MS
//   (default 30 s; at most BUILD_HOOK_MAX_WAIT_MS, default 5 min, after the first) one POST goes to
//   BUILD_HOOK_URL with every change of the burst (build-hook.js: one call at a time, given up after
//   BUILD_HOOK_TIMEOUT_MS; a failed call's changes are sent again after BUILD_HOOK_RETRY_MS, doubling up
//   to BUILD_HOOK_RETRY_MAX_MS; what is not delivered is kept in BUILD_HOOK_STATE_FILE across restarts).
// - When a published item's slug or a published translation's slug changes, a redirect from each of its
//   pages' old paths is recorded, language by language (redirects.js).
// - When a published item's publish date comes, the build hook is called for it as for a change
//   (schedule.js: one timer for the next moment, set again after every change of such a collection;
//   a moment passed while Directus was stopped counts at its next start, BUILD_HOOK_STATE_FILE's
//   `.schedule.json` beside it keeping how far it got).
//
// site.json (the collections, block builders and routes) is written from cms/scripts/lib/contract.mjs
// when the extension is installed (cms/scripts/lib/extension.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createBuildHookQueue, fileStore } from './build-hook.js';
import { onPublicSite } from './published.js';
import { movedPages, pageAddresses, recordRedirect } from './redirects.js';
import { createPublishScheduler, momentOf, momentStore } from './schedule.js';

/**
 * The installed copy's site.json; loaded from the repository itself instead (Directus's default
 * EXTENSIONS_PATH is ./extensions, which from cms/ is this folder), the contract.
 */
async function loadSite() {
  try {
    return JSON.parse(readFileSync(new URL('./site.json', import.meta.url), 'utf8'));
  } catch {
    return (await import('../../scripts/lib/contract.mjs')).extensionSite();
  }
}
const site = await loadSite();
const watched = new Set(site.watched);
const number = (value, fallback) => (Number.isFinite(Number(value)) && value !== '' && value != null ? Number(value) : fallback);

export default ({ filter, action, init }, { env, logger, services, getSchema, database: db }) => {
  const url = env.BUILD_HOOK_URL;
  // Directus's working directory when not set (start.mjs sets it in the data directory).
  const stateFile = path.resolve(env.BUILD_HOOK_STATE_FILE || 'build-hook-pending.json');
  const queue = url
    ? createBuildHookQueue({
      url,
      store: fileStore(stateFile),
      wait: number(env.BUILD_HOOK_DEBOUNCE_MS, 30_000),
      maxWait: number(env.BUILD_HOOK_MAX_WAIT_MS, 300_000),
      timeoutMs: number(env.BUILD_HOOK_TIMEOUT_MS, 10_000),
      retryMs: number(env.BUILD_HOOK_RETRY_MS, 10_000),
      retryMaxMs: number(env.BUILD_HOOK_RETRY_MAX_MS, 600_000),
      logger,
    })
    : null;
  const changed = (event, collection, keys) => queue?.push({ event: `${collection}.items.${event}`, collection, keys });

  /** Published items whose publish date is later than `after` (ms), in every collection with publish dates. */
  const upcoming = async (after) => {
    const lists = await Promise.all(site.scheduled.map(async (collection) => {
      const rows = await db(collection).where('status', 'published').whereNotNull(site.publishDate).select('id', site.publishDate);
      return rows.map((row) => ({ collection, key: row.id, at: momentOf(row[site.publishDate]) })).filter((item) => item.at > after);
    }));
    return lists.flat();
  };
  const scheduler = queue
    ? createPublishScheduler({ upcoming, publish: ({ collection, keys }) => changed('publish', collection, keys), store: momentStore(`${stateFile}.schedule.json`), logger })
    : null;
  // Once the app runs (not in a CLI command such as a schema apply), with the database ready.
  init('app.after', () => void scheduler?.refresh());
  const rescheduled = (collection) => site.scheduled.includes(collection) && void scheduler?.refresh();

  // Whether the items were public before an update, and the addresses of the pages a slug change
  // may move, keyed by collection and keys: the action hook (after the change) reads and removes them.
  const before = new Map();
  const moving = new Map();
  const id = (collection, keys) => `${collection}:${keys.map(String).join(',')}`;
  const translationOf = (collection) => Object.entries(site.translations ?? {}).find(([, t]) => t.collection === collection);

  /** The items whose pages this update may move: its own (a slug change), or its translations' owners (a translation's slug). */
  const movable = async (database, collection, keys, payload) => {
    if (site.routes[collection]) return typeof payload?.slug === 'string' ? keys.map((item) => ({ owner: collection, item })) : [];
    const translation = translationOf(collection);
    if (!translation || !payload || !('slug' in payload)) return [];
    const [owner, { key }] = translation;
    const items = await database(collection).whereIn('id', keys).whereNotNull(key).pluck(key);
    return [...new Set(items)].map((item) => ({ owner, item }));
  };

  filter('items.update', async (payload, { collection, keys }, { database }) => {
    if (!watched.has(collection)) return payload;
    before.set(id(collection, keys), await onPublicSite(database, site, collection, keys));
    const items = await movable(database, collection, keys, payload);
    if (items.length > 0) {
      moving.set(id(collection, keys), await Promise.all(items.map(async (entry) => ({ ...entry, addresses: await pageAddresses(database, site, entry.owner, entry.item) }))));
    }
    return payload;
  });

  action('items.update', async ({ collection, keys, payload }, { database }) => {
    if (!watched.has(collection)) return;
    rescheduled(collection);
    const key = id(collection, keys);
    const wasPublic = before.get(key) ?? 'status' in (payload ?? {});
    before.delete(key);
    if (wasPublic || (await onPublicSite(database, site, collection, keys))) changed('update', collection, keys);
    const moved = moving.get(key) ?? [];
    moving.delete(key);
    for (const { owner, item, addresses } of moved) {
      for (const { from, to } of movedPages(addresses, await pageAddresses(database, site, owner, item))) {
        const redirects = new services.ItemsService('redirects', { schema: await getSchema(), knex: database });
        await recordRedirect(redirects, from, to);
        logger.info(`[site-rebuild] ${owner} ${item}: slug changed, redirect ${from} -> ${to} recorded`);
      }
    }
  });

  action('items.create', async ({ collection, key }, { database }) => {
    rescheduled(collection);
    if (watched.has(collection) && (await onPublicSite(database, site, collection, [key]))) changed('create', collection, [key]);
  });

  // Before a delete is the last moment to know whether the items were public.
  action('items.delete', ({ collection }) => rescheduled(collection));
  filter('items.delete', async (keys, { collection }, { database }) => {
    if (watched.has(collection) && (await onPublicSite(database, site, collection, keys))) changed('delete', collection, keys);
    return keys;
  });

  action('items.sort', async ({ collection, item }, { database }) => {
    if (watched.has(collection) && (await onPublicSite(database, site, collection, [item]))) changed('sort', collection, [item]);
  });
};
