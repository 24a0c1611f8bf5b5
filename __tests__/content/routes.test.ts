import { blockPageRoutes, detailRoutes } from "../../src/content/routes"

test("CMS items keep their ids; written pages the CMS lacks are added without one, once", () => {
  const cms = [
    { id: "node-1", slug: "cloud-services" },
    { id: "node-2", slug: "cms-only" },
  ]
  expect(detailRoutes(cms, ["cloud-services", "devops-services"])).toEqual([
    { id: "node-1", slug: "cloud-services" },
    { id: "node-2", slug: "cms-only" },
    { id: "", slug: "devops-services" },
  ])
  expect(detailRoutes([], ["a", "b"])).toEqual([{ id: "", slug: "a" }, { id: "", slug: "b" }])
})

test("an item whose slug breaks the slug rule or repeats another's gets no route, and is reported", () => {
  const refused: string[] = []
  const routes = detailRoutes(
    [
      { id: "node-1", slug: "cloud-services" },
      { id: "node-2", slug: "../escape" },
      { id: "node-3", slug: "cloud-services" },
      { id: "node-4", slug: "" },
      { id: "node-5", slug: "a--b" },
    ],
    ["cloud-services"],
    (route, problem) => refused.push(`${route.id} ${problem}`)
  )
  expect(routes).toEqual([{ id: "node-1", slug: "cloud-services" }])
  expect(refused).toEqual(["node-2 not a slug", "node-3 another item has this slug", "node-4 not a slug", "node-5 not a slug"])
})

test("a page built from its blocks is at its translation's own route in that language, unless that route is taken or it is the home", () => {
  const refused: string[] = []
  const refuse = (route: { slug: string }, problem: string) => refused.push(`${route.slug}: ${problem}`)
  const pages = [
    { id: "lp", slug: "lp/ai-development-services", localSlug: "lp/yapay-zeka", blockCount: 3 },
    { id: "home", slug: "home", localSlug: "ana-sayfa", blockCount: 5 },
    { id: "quote", slug: "quote", localSlug: "services/cloud", blockCount: 2 },
    { id: "about", slug: "about", localSlug: null, blockCount: 2 },
  ]
  expect(blockPageRoutes(pages, new Set(["/services/cloud/"]), refuse)).toEqual([
    { id: "lp", slug: "lp/ai-development-services", localSlug: "lp/yapay-zeka" },
    { id: "home", slug: "home", localSlug: null },
    { id: "quote", slug: "quote", localSlug: null },
    { id: "about", slug: "about", localSlug: null },
  ])
  expect(refused).toEqual([
    `home: the home is at its language's root: its translation's route "ana-sayfa" is not used`,
    `quote: its translation's route "services/cloud" belongs to a page built by code: the English route is used`,
  ])
})
