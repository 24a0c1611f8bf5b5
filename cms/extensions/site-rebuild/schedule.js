// Scheduled publishing. An item published with its publish date still ahead stays off the public site
// until then (the build leaves it out: the source plugin's isScheduled), so when that moment comes the
// site must be built again although nobody saved anything. One timer waits for the next such moment;
// it is set again at start-up and after every change of a collection with publish dates. The moment up
// to which items have been handed on is kept in a file, so one whose moment passed while Directus was
// stopped is handed on when it starts again.
import { jsonFile } from './build-hook.js';

/** The longest a timer can wait (setTimeout's limit, about 24.8 days): a later moment is checked again then. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A stored timestamp as milliseconds: a number, a Date, or ISO 8601 (without an offset, UTC, as Directus keeps it). */
export function momentOf(value) {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const iso = value.trim().replace(' ', 'T');
  return Date.parse(/[zZ]$|[+-]\d\d:?\d\d$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
}

/** The moment handed on so far, in `file` (jsonFile, `{ "seenUntil": ms }`): null when there is none yet. */
export function momentStore(file) {
  const json = jsonFile(file);
  return {
    file,
    load() {
      const seenUntil = json.read({})?.seenUntil;
      return Number.isFinite(seenUntil) ? seenUntil : null;
    },
    save: (seenUntil) => json.write({ seenUntil }),
  };
}

/**
 * Hands on (`publish({ collection, keys })`) the scheduled items whose moment has come. `upcoming(after)`
 * lists the published items with a publish date later than `after` (ms) as `{ collection, key, at }`;
 * `store` keeps the moment handed on so far (momentStore; the first start counts from now). `refresh()`
 * checks again (after a change); `close()` stops the timer.
 */
export function createPublishScheduler({ upcoming, publish, store, logger = console, now = () => Date.now(), setTimer = setTimeout, clearTimer = clearTimeout }) {
  let seenUntil = null;
  try {
    seenUntil = store.load();
  } catch (error) {
    logger.warn(`[site-rebuild] could not read the scheduled publishing state from ${store.file}: ${error.message}`);
  }
  seenUntil ??= now();
  let timer = null;
  let closed = false;
  let running = Promise.resolve();

  async function check() {
    if (closed) return;
    const at = now();
    const items = await upcoming(seenUntil);
    const due = new Map();
    for (const item of items.filter((entry) => entry.at <= at)) due.set(item.collection, [...(due.get(item.collection) ?? []), item.key]);
    for (const [collection, keys] of due) {
      logger.info(`[site-rebuild] ${collection} ${keys.join(', ')}: publish date reached, the site is built again`);
      publish({ collection, keys });
    }
    seenUntil = at;
    await store.save(seenUntil);
    const next = Math.min(...items.filter((entry) => entry.at > at).map((entry) => entry.at));
    clearTimer(timer);
    timer = Number.isFinite(next) && !closed ? setTimer(refresh, Math.min(next - at, MAX_TIMER_MS)) : null;
  }

  function refresh() {
    running = running.then(check).catch((error) => logger.error(`[site-rebuild] scheduled publishing: ${error.message}`));
    return running;
  }

  return {
    refresh,
    async close() {
      closed = true;
      clearTimer(timer);
      await running;
    },
  };
}
