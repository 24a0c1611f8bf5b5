import { DEFAULT_SERVICES } from "../../src/content/default-services"
import { orderOf, serviceCards, toServiceCard } from "../../src/content/services"

test("order falls back to sort, then 999", () => {
  expect(orderOf({ order: 3, sort: 7 })).toBe(3)
  expect(orderOf({ order: null, sort: 7 })).toBe(7)
  expect(orderOf({})).toBe(999)
})

test("a service without a slug gets its title's slug, path and default banner", () => {
  const card = toServiceCard({ id: "1", title: "Cloud Services", slug: null })
  expect(card.slug).toBe("cloud-services")
  expect(card.path).toBe("/services/cloud-services")
  expect(card.image.src).toBe("/assets/services/cloud-services.png")
})

test("a banner given as a path is used as is", () => {
  expect(toServiceCard({ id: "1", title: "X", bannerUrl: "https://cdn.test/x.png" }).image.src).toBe("https://cdn.test/x.png")
})

test("cards are sorted by order and the default services are appended when missing", () => {
  const cards = serviceCards([
    { id: "b", slug: "devops-services", title: "DevOps", order: 2 },
    { id: "a", slug: "business-automation", title: "Business Automation", order: 1 },
    { id: "c", slug: "cloud-services", title: "Cloud", order: null },
  ])
  expect(cards.map(card => card.slug)).toEqual(["business-automation", "devops-services", "cloud-services", "ai-development"])
  expect(DEFAULT_SERVICES.map(s => s.slug)).toEqual(["business-automation", "ai-development"])
})
