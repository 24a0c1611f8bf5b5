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
