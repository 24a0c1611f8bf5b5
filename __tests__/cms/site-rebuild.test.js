/** @jest-environment node */
// The site-rebuild Directus extension's own parts: the build-hook queue (one call per burst, one at a
// time, retried with a growing pause, kept across a restart; against a loopback stand-in for the hook),
// what the call says, and the redirect a slug change records (with an in-memory stand-in for Directus's
// ItemsService). The extension against a real Directus: cms/test/roundtrip-and-rebuild.mjs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { backoff, createBuildHookQueue, fileStore } from "../../cms/extensions/site-rebuild/build-hook.js"
import { onPublicSite } from "../../cms/extensions/site-rebuild/published.js"
import { localisedPathOf, movedPages, pageAddresses, pathOf, recordRedirect } from "../../cms/extensions/site-rebuild/redirects.js"
import { extensionSite } from "../../plugins/gatsby-source-directus/src/cms/contract"
import { industryPath } from "../../src/content/industries"
import { portfolioPath } from "../../src/content/projects"
import { pageSlug } from "../../src/content/seo"
import { servicePath } from "../../src/content/services"
import { articlePath, authorPath, topicPath } from "../../src/content/articles"
import { localisedPath } from "../../src/content/languages"

afterEach(() => jest.useRealTimers())

const quietLogger = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })
const change = (collection, key, event = "update") => ({ event: `${collection}.items.${event}`, collection, keys: [key] })

/** A queue with short settings (for fake timers) and a stand-in for the POST that records each call's body. */
function fakeQueue({ answer = async () => {}, ...settings } = {}) {
  const calls = []
  const post = jest.fn(async (url, body) => {
    calls.push(body)
    return answer(calls.length)
  })
  const queue = createBuildHookQueue({
    url: "https://hooks.test/build", store: { load: () => [], save: async () => {} }, logger: quietLogger(), post,
    wait: 1000, maxWait: 60_000, timeoutMs: 5000, retryMs: 100, retryMaxMs: 1000, ...settings,
  })
  return { queue, calls }
}

test("a burst of changes makes one call once it has been quiet for the wait", async () => {
  jest.useFakeTimers()
  const { queue, calls } = fakeQueue()
  for (let i = 0; i < 10; i++) {
    queue.push(change("services", i))
    await jest.advanceTimersByTimeAsync(900)
  }
  expect(calls).toHaveLength(0)
  await jest.advanceTimersByTimeAsync(100)
  expect(calls).toHaveLength(1)
  expect(calls[0].changes[0].keys).toHaveLength(10)
  queue.push(change("jobs", 1, "create"))
  await jest.advanceTimersByTimeAsync(1000)
  expect(calls).toHaveLength(2)
  expect(calls[1].changes).toEqual([change("jobs", "1", "create")])
})

test("a steady stream of changes still calls at the longest wait", async () => {
  jest.useFakeTimers()
  const { queue, calls } = fakeQueue({ maxWait: 5000 })
  for (let i = 0; i < 12; i++) {
    queue.push(change("pages", i))
    await jest.advanceTimersByTimeAsync(500)
  }
  await jest.advanceTimersByTimeAsync(1000)
  expect(calls.map(body => body.changes[0].keys.length)).toEqual([10, 2])
})

test("the hook's body lists each event and collection once with its keys", async () => {
  jest.useFakeTimers()
  const { queue, calls } = fakeQueue()
  queue.push({ event: "services.items.update", collection: "services", keys: [4] })
  queue.push({ event: "services.items.update", collection: "services", keys: ["4", "5"] })
  queue.push({ event: "pages.items.create", collection: "pages", keys: ["9"] })
  await jest.advanceTimersByTimeAsync(1000)
  expect(calls).toEqual([{
    source: "directus",
    changes: [
      { event: "services.items.update", collection: "services", keys: ["4", "5"] },
      { event: "pages.items.create", collection: "pages", keys: ["9"] },
    ],
  }])
})

test("only one call is in flight: changes made during it go in the next call, once it has ended", async () => {
  jest.useFakeTimers()
  let finish
  const { queue, calls } = fakeQueue({ answer: n => (n === 1 ? new Promise(resolve => (finish = resolve)) : undefined) })
  queue.push(change("services", 1))
  await jest.advanceTimersByTimeAsync(1000)
  queue.push(change("services", 2))
  await jest.advanceTimersByTimeAsync(3000)
  expect(calls).toHaveLength(1)
  finish()
  await jest.advanceTimersByTimeAsync(0)
  expect(calls.map(body => body.changes[0].keys)).toEqual([["1"], ["2"]])
})

test("a failed call's changes are sent again after a pause that doubles up to its cap, never given up", async () => {
  jest.useFakeTimers()
  const { queue, calls } = fakeQueue({
    answer: async n => {
      calls[n - 1].at = Date.now()
      if (n <= 6) throw new Error("HTTP 502")
    },
  })
  const t0 = Date.now()
  queue.push(change("services", 1))
  await jest.advanceTimersByTimeAsync(10_000)
  expect(calls.map(body => body.at - t0)).toEqual([1000, 1100, 1300, 1700, 2500, 3500, 4500])
  expect(calls.every(body => body.changes[0].keys[0] === "1")).toBe(true)
  expect([1, 2, 3, 4, 5].map(n => backoff(n, 100, 1000))).toEqual([100, 200, 400, 800, 1000])
})

test("de-duplicating many changes takes linear time", async () => {
  jest.useFakeTimers()
  const { queue, calls } = fakeQueue()
  const t = performance.now()
  for (let i = 0; i < 50_000; i++) queue.push(change("block_cards_cards", i))
  for (let i = 0; i < 50_000; i++) queue.push(change("block_cards_cards", i))
  await jest.advanceTimersByTimeAsync(1000)
  expect(performance.now() - t).toBeLessThan(3000) // quadratic: about 25 s
  expect(calls[0].changes[0].keys).toHaveLength(50_000)
})

/**
 * A loopback stand-in for a build hook that answers each call as `script` says in turn: "hang" (never
 * answers), a status code. Records each call's body, its answer, and the most calls open at once.
 */
async function hookStandIn(script) {
  const calls = []
  let open = 0
  let mostOpen = 0
  const server = createServer((req, res) => {
    open++
    mostOpen = Math.max(mostOpen, open)
    res.on("close", () => open--)
    let body = ""
    req.on("data", chunk => (body += chunk))
    req.on("end", () => {
      const answer = script[calls.length] ?? 200
      calls.push({ body: JSON.parse(body), answer })
      if (answer !== "hang") res.writeHead(answer).end()
    })
  })
  await new Promise(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    calls,
    url: `http://127.0.0.1:${server.address().port}/hook`,
    get open() { return open },
    get mostOpen() { return mostOpen },
    close: () => new Promise(resolve => { server.closeAllConnections(); server.close(resolve) }),
  }
}

const until = async (what, condition, ms = 5000) => {
  for (const end = Date.now() + ms; !condition(); await new Promise(resolve => setTimeout(resolve, 10)))
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
}

test("a hook that hangs, fails twice and is interrupted by a restart still gets one successful call with every change", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-rebuild-"))
  const file = path.join(dir, "build-hook-pending.json")
  // First instance: a call that hangs (given up), one that fails, one that hangs until Directus stops;
  // after the restart, one that fails, then one that succeeds.
  const hook = await hookStandIn(["hang", 502, "hang", 503, 200])
  const start = () => createBuildHookQueue({
    url: hook.url, store: fileStore(file), logger: quietLogger(),
    wait: 20, maxWait: 1000, timeoutMs: 300, retryMs: 100, retryMaxMs: 200,
  })
  try {
    const before = start()
    before.push(change("services", 1))
    before.push(change("services", 2))
    await until("the first call is made", () => hook.calls.length === 1)
    before.push(change("pages", 7, "create")) // during the call that hangs: goes in the next one
    await until("the second call is made", () => hook.calls.length === 2)
    await until("the third call is made", () => hook.calls.length === 3)
    before.push(change("services", 1)) // already pending: listed once
    before.push(change("jobs", 3, "delete"))
    await before.close() // Directus stops while the third call hangs

    await until("the stand-in sees the stopped call end", () => hook.open === 0)
    const after = start()
    after.push(change("settings", 1))
    await until("the fifth call is made", () => hook.calls.length === 5)
    await new Promise(resolve => setTimeout(resolve, 500))

    expect(hook.calls.map(call => call.answer)).toEqual(["hang", 502, "hang", 503, 200])
    expect(hook.mostOpen).toBe(1)
    expect(hook.calls[4].body).toEqual({
      source: "directus",
      changes: [
        { event: "services.items.update", collection: "services", keys: ["1", "2"] },
        { event: "pages.items.create", collection: "pages", keys: ["7"] },
        { event: "jobs.items.delete", collection: "jobs", keys: ["3"] },
        { event: "settings.items.update", collection: "settings", keys: ["1"] },
      ],
    })
    await after.close()
    // Delivered: nothing is left for the next start.
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual([])
    const again = start()
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(hook.calls).toHaveLength(5)
    await again.close()
  } finally {
    await hook.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test("a pending-changes file that is not a list of changes is reported and replaced on the next change", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-rebuild-"))
  const file = path.join(dir, "pending.json")
  writeFileSync(file, "{\"half\": ")
  const logger = quietLogger()
  const queue = createBuildHookQueue({
    url: "https://hooks.test/build", store: fileStore(file), logger, post: async () => {},
    wait: 60_000, maxWait: 60_000, timeoutMs: 1000, retryMs: 100, retryMaxMs: 1000,
  })
  try {
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(file))
    queue.push(change("services", 1))
    await queue.close()
    expect(fileStore(file).load()).toEqual([change("services", "1")])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("the extension's paths are the site's routes for every slug collection", () => {
  const { routes } = extensionSite()
  expect(Object.keys(routes).sort()).toEqual(["articles", "authors", "industries", "pages", "projects", "services", "topics"])
  expect(pathOf(routes.services, "automation")).toBe(servicePath("automation"))
  expect(pathOf(routes.articles, "rag-that-works")).toBe(articlePath("rag-that-works"))
  expect(pathOf(routes.topics, "devops")).toBe(topicPath("devops"))
  expect(pathOf(routes.authors, "amna-siddiqui")).toBe(authorPath("amna-siddiqui"))
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

/** A stand-in for the query builder over `tables` (rows by table): the equality filters and reads pageAddresses makes. */
function tablesDb(tables) {
  return table => {
    const filters = []
    const query = {
      where: (field, value) => (filters.push([field, value]), query),
      andWhere: (field, value) => (filters.push([field, value]), query),
      rows: () => (tables[table] ?? []).filter(row => filters.every(([field, value]) => row[field] === value)),
      first: async () => query.rows()[0],
      select: async () => query.rows(),
    }
    return query
  }
}

describe("a slug change moves an item's pages in every language it is on the site in", () => {
  const site = extensionSite()
  const services = (slug, status = "published") => [{ id: 4, slug, status }]
  const translations = (trSlug, trStatus = "published") => [
    { services_id: 4, languages_code: "ar", slug: null, status: "published" },
    { services_id: 4, languages_code: "tr", slug: trSlug, status: trStatus },
  ]
  const addresses = tables => pageAddresses(tablesDb(tables), site, "services", 4)

  test("each language's page is under its prefix, at its translation's own slug where it has one", async () => {
    expect(Object.fromEntries(await addresses({ services: services("ai-development"), services_translations: translations("yapay-zeka") }))).toEqual({
      en: "/services/ai-development", ar: "/ar/services/ai-development", tr: "/tr/services/yapay-zeka",
    })
    // A draft translation, or a draft item, has no page to move.
    expect([...(await addresses({ services: services("ai-development"), services_translations: translations("yapay-zeka", "draft") })).keys()]).toEqual(["en", "ar"])
    expect((await addresses({ services: services("ai-development", "draft"), services_translations: translations(null) })).size).toBe(0)
  })

  test("the item's slug moves its English page and each translation's without a slug of its own; a translation's slug moves its page alone", async () => {
    const before = await addresses({ services: services("ai-development"), services_translations: translations("yapay-zeka") })
    const renamed = await addresses({ services: services("ai-apps"), services_translations: translations("yapay-zeka") })
    expect(movedPages(before, renamed)).toEqual([
      { language: "en", from: "/services/ai-development", to: "/services/ai-apps" },
      { language: "ar", from: "/ar/services/ai-development", to: "/ar/services/ai-apps" },
    ])
    const translated = await addresses({ services: services("ai-development"), services_translations: translations("yz-gelistirme") })
    expect(movedPages(before, translated)).toEqual([{ language: "tr", from: "/tr/services/yapay-zeka", to: "/tr/services/yz-gelistirme" }])
    // Its own slug cleared: the Turkish page goes back to the item's slug.
    const cleared = await addresses({ services: services("ai-development"), services_translations: translations(null) })
    expect(movedPages(before, cleared)).toEqual([{ language: "tr", from: "/tr/services/yapay-zeka", to: "/tr/services/ai-development" }])
    // A translation unpublished has no page left to redirect from.
    const unpublished = await addresses({ services: services("ai-development"), services_translations: translations("yz", "draft") })
    expect(movedPages(before, unpublished)).toEqual([])
  })

  test("the extension's language prefix is the site's, and it knows the translations of every collection with pages", () => {
    for (const path of ["/", "/about", "/services/ai-development"]) expect(localisedPathOf("tr", path)).toBe(localisedPath("tr", path))
    expect(site.translations.services).toEqual({ collection: "services_translations", key: "services_id", status: true })
    expect(Object.keys(site.translations).sort()).toEqual(Object.keys(site.routes).sort())
  })
})
