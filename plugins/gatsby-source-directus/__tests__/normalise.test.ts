/** @jest-environment node */
import { normaliseItem, referencedFileIds, isPublished } from "../src/normalise"
import { collectionSpec, requestFields } from "../src/collections"
import { typeDefs } from "../src/schema"
import { sanitizeCmsHtml } from "../src/sanitize"

const ctx = {
  nodeId: (collection: string, id: string | number) => `${collection}:${id}`,
  fileNodeId: (fileId: string) => (fileId === "f-1" ? "file-node-1" : undefined),
  sanitizeHtml: sanitizeCmsHtml,
}

test("a service item becomes typed node fields with files linked and HTML sanitised", () => {
  const node = normaliseItem(
    "services",
    {
      id: 4, status: "published", slug: null, title: "Cloud", title_html: 'Cloud <span onclick="x()">Ops</span><script>alert(1)</script>',
      short_description: "s", description: "<p>ok</p><img src=x onerror=alert(1)>", banner: "f-1", icon: "/assets/icon.svg",
      featured: 1, order: "3", sort: null, show_wide_banner: null,
    },
    ctx
  )
  expect(node).toMatchObject({
    directusId: 4, slug: null, title: "Cloud", titleHtml: "Cloud <span>Ops</span>", description: "<p>ok</p>",
    banner: "file-node-1", bannerUrl: null, icon: null, iconUrl: "/assets/icon.svg", featured: true, order: 3, sort: null,
    showWideBanner: false,
  })
})

test("relations resolve: project skills through the junction, a page's hero section, a review's client", () => {
  expect(normaliseItem("projects", { id: 1, project_skills: [{ skills_id: 3 }, { skills_id: { id: 5 } }, { skills_id: null }] }, ctx).skills)
    .toEqual(["skills:3", "skills:5"])
  expect(normaliseItem("pages", { id: 1, slug: "home", HeroSectionId: 7 }, ctx).heroSection).toBe("hero_sections:7")
  expect(normaliseItem("pages", { id: 2, slug: "x", HeroSectionId: null }, ctx).heroSection).toBeNull()
  expect(normaliseItem("reviews", { id: 1, client: { id: 2 } }, ctx).client).toBe("clients:2")
})

test("JSON and list fields accept Directus's raw JSON strings", () => {
  const page = normaliseItem("pages", { id: 1, json_ld_schema: '{"@type":"FAQPage"}' }, ctx)
  expect(page.jsonLdSchema).toEqual({ "@type": "FAQPage" })
  expect(normaliseItem("projects", { id: 1, technologies: '["React", 3, ""]' }, ctx).technologies).toEqual(["React"])
  expect(normaliseItem("projects", { id: 1, technologies: null }, ctx).technologies).toEqual([])
})

test("only asset ids are referenced files; paths and URLs are not downloaded", () => {
  expect(referencedFileIds("services", [{ banner: "a", icon: "/x.svg" }, { banner: "https://cdn.test/b.png", icon: "a" }, { banner: "c" }]))
    .toEqual(["a", "c"])
})

test("only published items are built where a collection has a status", () => {
  expect(isPublished(collectionSpec("projects"), { status: "draft" })).toBe(false)
  expect(isPublished(collectionSpec("projects"), { status: "published" })).toBe(true)
  expect(isPublished(collectionSpec("skills"), {})).toBe(true)
})

test("request fields select the snapshot's shape and the schema declares every type without inference", () => {
  expect(requestFields(collectionSpec("projects"))).toContain("project_skills.skills_id")
  const sdl = typeDefs()
  for (const type of ["DirectusService", "DirectusIndustry", "DirectusProject", "DirectusSkill", "DirectusHeroSection", "DirectusPage", "DirectusClient", "DirectusReview", "DirectusJob", "DirectusSettings"]) {
    expect(sdl).toContain(`type ${type} implements Node @dontInfer`)
  }
  expect(sdl).toContain("heroSection: DirectusHeroSection @link")
  expect(sdl).toContain("skills: [DirectusSkill!]! @link")
})
