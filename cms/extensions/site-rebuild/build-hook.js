// The build-hook queue. Changes to published content are collected and sent in one POST per burst, one
// call at a time; a call that fails (or gets no answer in time) keeps its changes, which go again after a
// growing pause together with whatever came meanwhile. Every change not yet delivered is kept in a file,
// so one that is pending when Directus stops is sent after it starts again.
import { readFileSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Changes grouped by event and collection, each with its keys once (what the hook's body lists), in order
 * of arrival. Adding is linear in the keys added, however many are held.
 */
export function createChangeSet(changes = []) {
  const byEvent = new Map();
  let count = 0;
  const set = {
    add({ event, collection, keys }) {
      const id = `${event} ${collection}`;
      let entry = byEvent.get(id);
      if (!entry) byEvent.set(id, (entry = { event, collection, keys: new Set() }));
      for (const key of keys.map(String)) {
        if (entry.keys.has(key)) continue;
        entry.keys.add(key);
        count++;
      }
    },
    /** How many keys in all. */
    get count() {
      return count;
    },
    list() {
      return [...byEvent.values()].map(({ event, collection, keys }) => ({ event, collection, keys: [...keys] }));
    },
  };
  for (const change of changes) set.add(change);
  return set;
}

/** One POST of `body`; resolves on a 2xx answer, throws otherwise. */
export async function postBuildHook(url, body, signal) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
}

/** The pause before the next try after `failures` failed calls in a row: doubling from `base`, at most `cap`. */
export function backoff(failures, base, cap) {
  return Math.min(base * 2 ** (failures - 1), cap);
}

const isChange = (c) => typeof c?.event === 'string' && typeof c.collection === 'string' && Array.isArray(c.keys)
  && c.keys.every((key) => typeof key === 'string' || typeof key === 'number');

/**
 * A value kept as JSON in `file`: `read(whenMissing)` gives it (or `whenMissing` when there is no file
 * yet); `write(value)` replaces it whole (written beside it, synced and renamed over it, so a crash
 * leaves the old or the new value, never half of one).
 */
export function jsonFile(file) {
  return {
    file,
    read(whenMissing) {
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        if (error.code === 'ENOENT') return whenMissing;
        throw error;
      }
    },
    async write(value) {
      const temp = `${file}.${process.pid}.tmp`;
      await mkdir(path.dirname(file), { recursive: true });
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(`${JSON.stringify(value)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    },
  };
}

/** The changes not yet delivered, in `file` (jsonFile): read once at start-up (a missing file holds none), replaced on every save. */
export function fileStore(file) {
  const json = jsonFile(file);
  return {
    file,
    load() {
      const changes = json.read([]);
      if (!Array.isArray(changes) || !changes.every(isChange)) throw new Error('not a list of changes');
      return changes;
    },
    save: (changes) => json.write(changes),
  };
}

/**
 * The queue in front of the build hook at `url`. A call goes once no change has come for `wait` ms (at the
 * latest `maxWait` ms after the first pending one), never while another is in flight, never before the
 * pause after a failure is over; it is given up after `timeoutMs`. `store` keeps what is not delivered
 * (fileStore); `post` makes the call (postBuildHook). `close()` stops it as a stopped process would.
 */
export function createBuildHookQueue({ url, store, wait, maxWait, timeoutMs, retryMs, retryMaxMs, logger = console, post = postBuildHook }) {
  let pending = createChangeSet();
  let inFlight = null; // the changes of the call under way
  let controller = null;
  let first = 0; // when the oldest pending change came
  let last = 0; // when the newest did
  let notBefore = 0; // when the pause after a failed call ends
  let failures = 0;
  let timer = null;
  let closed = false;
  let dirty = false;
  let writing = null;

  /** Writes what is not delivered (in flight or pending); saves asked for during a write make one more. */
  function save() {
    dirty = true;
    writing ??= (async () => {
      while (dirty) {
        dirty = false;
        const undelivered = inFlight ? createChangeSet([...inFlight.list(), ...pending.list()]) : pending;
        try {
          await store.save(undelivered.list());
        } catch (error) {
          logger.error(`[site-rebuild] could not save the pending changes: ${error.message}`);
        }
      }
      writing = null;
    })();
  }

  /** When the next call is due: the burst's wait is over, and any pause after a failure. */
  const dueAt = () => Math.max(Math.min(last + wait, first + maxWait), notBefore);

  /** Sets the timer for the next call; one already set re-checks when it fires (so a change costs no timer). */
  function schedule() {
    if (timer) return;
    timer = setTimeout(send, Math.max(0, dueAt() - Date.now()));
  }

  async function send() {
    timer = null;
    if (closed || inFlight || pending.count === 0) return; // a call under way schedules the next when it ends
    if (dueAt() > Date.now()) return schedule(); // more changes came after the timer was set
    const batch = pending;
    const batchFirst = first;
    inFlight = batch;
    pending = createChangeSet();
    first = 0;
    logger.info(`[site-rebuild] calling the build hook with ${batch.count} change(s) to published content`);
    controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    let error = null;
    try {
      await post(url, { source: 'directus', changes: batch.list() }, controller.signal);
    } catch (e) {
      error = e;
    } finally {
      clearTimeout(timeout);
      controller = null;
    }
    if (closed) return;
    inFlight = null;
    if (error) {
      // The failed batch goes first in the next call, newer changes after it.
      pending = createChangeSet([...batch.list(), ...pending.list()]);
      first = batchFirst;
      failures++;
      const pause = backoff(failures, retryMs, retryMaxMs);
      notBefore = Date.now() + pause;
      logger.warn(`[site-rebuild] build hook failed (${error.cause?.message ?? error.message}), ${failures} time(s) in a row; ${pending.count} change(s) kept, trying again in ${pause / 1000} s`);
    } else {
      if (failures) logger.info(`[site-rebuild] build hook called after ${failures} failed call(s)`);
      failures = 0;
      notBefore = 0;
      save();
    }
    if (pending.count) schedule();
  }

  try {
    for (const change of store.load()) pending.add(change);
  } catch (error) {
    logger.warn(`[site-rebuild] could not read the pending changes from ${store.file}: ${error.message}`);
  }
  if (pending.count) {
    logger.info(`[site-rebuild] ${pending.count} change(s) not delivered before the restart: calling the build hook for them`);
    first = last = Date.now();
    schedule();
  }

  return {
    push(change) {
      if (closed) return;
      pending.add(change);
      last = Date.now();
      first ||= last;
      save();
      schedule();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort(new Error('closed'));
      await writing;
    },
  };
}
