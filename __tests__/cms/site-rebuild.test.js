/** @jest-environment node */
// The site-rebuild Directus extension's pure parts: one build-hook call per burst, what the call
// says, retries, and the redirect a slug change records (with an in-memory stand-in for Directus's
// ItemsService). The extension against a real Directus: cms/test/roundtrip-and-rebuild.mjs.
import { createDebouncer, postBuildHook, summarise } from "../../cms/extensions/site-rebuild/debounce.js"
import { onPublicSite } from "../../cms/extensions/site-rebuild/published.js"
import { pathOf, recordRedirect } from "../../cms/extensions/site-rebuild/redirects.js"
import { extensionSite } from "../../plugins/gatsby-source-directus/src/cms/contract"
import { industryPath } from "../../src/content/industries"
import { portfolioPath } from "../../src/content/projects"
import { pageSlug } from "../../src/content/seo"
import { servicePath } from "../../src/content/services"

afterEach(() => jest.useRealTimers())

test("a burst of changes makes one batch once it has been quiet for the wait", () => {
  jest.useFakeTimers()
  const batches = []
  const debouncer = createDebouncer({ wait: 1000, maxWait: 60_000, flush: changes => batches.push(changes) })
  for (let i = 0; i < 10; i++) {
    debouncer.push({ event: "services.items.update", collection: "services", keys: [String(i)] })
    jest.advanceTimersByTime(900)
  }
  expect(batches).toHaveLength(0)
  jest.advanceTimersByTime(100)
  expect(batches).toHaveLength(1)
  expect(batches[0]).toHaveLength(10)
  debouncer.push({ event: "jobs.items.create", collection: "jobs", keys: ["1"] })
  jest.advanceTimersByTime(1000)
  expect(batches).toHaveLength(2)
})

test("a steady stream of changes still flushes at the longest wait", () => {
  jest.useFakeTimers()
  const batches = []
  const debouncer = createDebouncer({ wait: 1000, maxWait: 5000, flush: changes => batches.push(changes.length) })
  for (let i = 0; i < 12; i++) {
    debouncer.push({ event: "pages.items.update", collection: "pages", keys: ["1"] })
    jest.advanceTimersByTime(500)
  }
  jest.advanceTimersByTime(1000)
  expect(batches).toEqual([10, 2])
})

test("the hook's body lists each event and collection once with its keys", () => {
  expect(summarise([
    { event: "services.items.update", collection: "services", keys: [4] },
    { event: "services.items.update", collection: "services", keys: ["4", "5"] },
    { event: "pages.items.create", collection: "pages", keys: ["9"] },
  ])).toEqual({
    source: "directus",
    changes: [
      { event: "services.items.update", collection: "services", keys: ["4", "5"] },
      { event: "pages.items.create", collection: "pages", keys: ["9"] },
    ],
  })
})

test("a failed build-hook call is tried again, and given up after the last retry", async () => {
  const logger = { warn: jest.fn(), error: jest.fn() }
  const answers = [new Error("ECONNREFUSED"), { ok: false, status: 502 }, { ok: true, status: 200 }]
  const fetchImpl = jest.fn(async () => {
    const next = answers.shift()
    if (next instanceof Error) throw next
    return next
  })
  expect(await postBuildHook("https://hooks.test/build", { source: "directus", changes: [] }, { retryDelays: [0, 0], logger, fetchImpl })).toBe(true)
  expect(fetchImpl).toHaveBeenCalledTimes(3)
  expect(fetchImpl.mock.calls[0][1]).toMatchObject({ method: "POST", body: '{"source":"directus","changes":[]}' })
  expect(logger.warn).toHaveBeenCalledTimes(2)

  const failing = jest.fn(async () => ({ ok: false, status: 500 }))
  expect(await postBuildHook("https://hooks.test/build", {}, { retryDelays: [0], logger, fetchImpl: failing })).toBe(false)
  expect(failing).toHaveBeenCalledTimes(2)
  expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("giving up: HTTP 500"))
})

test("the extension's paths are the site's routes for every slug collection", () => {
  const { routes } = extensionSite()
  expect(Object.keys(routes).sort()).toEqual(["industries", "pages", "projects", "services"])
  expect(pathOf(routes.services, "automation")).toBe(servicePath("automation"))
  expect(pathOf(routes.industries, "education")).toBe(industryPath("education"))
  expect(pathOf(routes.projects, "fintech-mobile")).toBe(portfolioPath("fintech-mobile"))
  for (const slug of ["home", "about", "lp/automation-solutions"]) expect(pageSlug(pathOf(routes.pages, slug))).toBe(slug)
})

test("the extension knows every page builder's junction and owner", () => {
  expect(extensionSite().builders).toEqual(expect.arrayContaining([
    { junction: "pages_blocks", parent: "pages_id", owner: "pages" },
    { junction: "services_blocks", parent: "services_id", owner: "services" },
  ]))
})

/**
 * A stand-in for the extension's query builder: `owners` gives each row its owner's key by collection
 * and id; a block is listed by a published owner when `listed` holds "<collection>:<id>".
 */
function database(owners, listed) {
  return table => {
    let keys = []
    let block = null
    const query = {
      whereIn: (_, values) => ((keys = values), query),
      whereNotNull: () => query,
      pluck: async key => keys.map(id => owners[table]?.[id]?.[key]).filter(owner => owner != null),
      join: () => query,
      where: (_, value) => ((block = value), query),
      andWhere: () => query,
      first: async () => (keys.some(id => listed.has(`${block}:${id}`)) ? { id: 1 } : undefined),
    }
    return query
  }
}

test("an edited logo category entry is on the public site when its category's block is: rows of rows are followed to their block", async () => {
  const owners = {
    block_tabs_logo_tabs_entries: { 7: { block_tabs_logo_tabs_id: 3 }, 8: { block_tabs_logo_tabs_id: 4 } },
    block_tabs_logo_tabs: { 3: { block_tabs_id: 100 }, 4: { block_tabs_id: 200 } },
  }
  const db = database(owners, new Set(["block_tabs:100"]))
  expect(await onPublicSite(db, extensionSite(), "block_tabs_logo_tabs_entries", [7])).toBe(true)
  expect(await onPublicSite(db, extensionSite(), "block_tabs_logo_tabs_entries", [8])).toBe(false)
})

/** An in-memory stand-in for ItemsService("redirects"): the few calls recordRedirect makes. */
function redirectStore(items) {
  let next = items.length + 1
  const matches = (item, filter) => Object.entries(filter).every(([field, { _eq }]) => item[field] === _eq)
  return {
    items,
    readByQuery: async ({ filter }) => items.filter(item => matches(item, filter)).map(item => ({ ...item })),
    updateOne: async (id, patch) => Object.assign(items.find(item => item.id === id), patch),
    deleteOne: async id => items.splice(items.findIndex(item => item.id === id), 1),
    createOne: async item => items.push({ id: next++, ...item }),
  }
}

const paths = store => store.items.map(({ from_path, to_path }) => `${from_path} -> ${to_path}`)

test("a slug change records a redirect, and later ones keep every old address one hop from the new", async () => {
  const store = redirectStore([{ id: 1, from_path: "/old-campaign", to_path: "/lp/spring" }])
  await recordRedirect(store, "/portfolio/a", "/portfolio/b")
  expect(paths(store)).toEqual(["/old-campaign -> /lp/spring", "/portfolio/a -> /portfolio/b"])
  await recordRedirect(store, "/portfolio/b", "/portfolio/c")
  expect(paths(store)).toEqual(["/old-campaign -> /lp/spring", "/portfolio/a -> /portfolio/c", "/portfolio/b -> /portfolio/c"])
  // Back to an earlier slug: that address is live again, so nothing redirects away from it.
  await recordRedirect(store, "/portfolio/c", "/portfolio/a")
  expect(paths(store)).toEqual(["/old-campaign -> /lp/spring", "/portfolio/b -> /portfolio/a", "/portfolio/c -> /portfolio/a"])
})
