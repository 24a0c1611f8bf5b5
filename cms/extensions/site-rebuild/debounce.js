/**
 * Collects changes and hands them over in one batch once none has come for `wait` ms, or `maxWait` ms
 * after the first of the batch (so a steady stream of edits still builds now and then).
 */
export function createDebouncer({ wait, maxWait, flush }) {
  let batch = [];
  let first = 0;
  let timer = null;
  const run = () => {
    const changes = batch;
    batch = [];
    first = 0;
    timer = null;
    flush(changes);
  };
  return {
    push(change) {
      batch.push(change);
      if (!first) first = Date.now();
      clearTimeout(timer);
      timer = setTimeout(run, Math.max(0, Math.min(wait, first + maxWait - Date.now())));
    },
    /** Whether a batch is waiting (for tests and the log). */
    get pending() {
      return batch.length;
    },
  };
}

/** One entry per event and collection, keys merged in order of arrival: what the build hook receives. */
export function summarise(changes) {
  const byEvent = new Map();
  for (const { event, collection, keys } of changes) {
    const id = `${event} ${collection}`;
    const entry = byEvent.get(id) ?? { event, collection, keys: [] };
    for (const key of keys.map(String)) if (!entry.keys.includes(key)) entry.keys.push(key);
    byEvent.set(id, entry);
  }
  return { source: 'directus', changes: [...byEvent.values()] };
}

/** POSTs the batch; a failed call (network or non-2xx) is tried again after each of `retryDelays`. */
export async function postBuildHook(url, body, { retryDelays = [10_000, 60_000], logger = console, fetchImpl = fetch } = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (res.ok) return true;
      throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      if (attempt >= retryDelays.length) {
        logger.error(`[site-rebuild] build hook failed ${attempt + 1} times, giving up: ${error.message}`);
        return false;
      }
      logger.warn(`[site-rebuild] build hook failed (${error.message}), trying again in ${retryDelays[attempt] / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, retryDelays[attempt]));
    }
  }
}
