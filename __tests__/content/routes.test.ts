import { detailRoutes } from "../../src/content/routes"

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
