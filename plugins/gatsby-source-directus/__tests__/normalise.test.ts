/** @jest-environment node */
import { describeIssue, fileUses, normaliseItem, normaliseItems, referencedFileIds, isBuilt } from "../src/normalise"
import type { ContentIssue } from "../src/normalise"
import { collectionSpec, requestFields } from "../src/collections"
import { typeDefs } from "../src/schema"
import { sanitizeCmsHtml } from "../src/sanitize"

/** A Directus file the build published as a picture. */
const PICTURE_ID = "0b5c7f4e-2a61-4c1e-9d6f-3e8a1b2c4d5e"

const ctx = {
  nodeId: (collection: string, id: string | number) => `${collection}:${id}`,
  fileNodeId: (fileId: string) => (fileId === "f-1" ? "file-node-1" : undefined),
  inlinePicture: (fileId: string) => (fileId === PICTURE_ID ? { src: "/static/0f1e2d3c4b5a6978/p-760.webp", width: 760, height: 428 } : undefined),
  sanitizeHtml: sanitizeCmsHtml,
  reject: () => {},
}

/** A context that collects what the contract refused. */
const collecting = () => {
  const issues: ContentIssue[] = []
  return { ctx: { ...ctx, reject: (issue: ContentIssue) => issues.push(issue) }, issues }
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

test("a page's structured data keeps its safe URLs; each refused one is dropped and reported with the key it was under", () => {
  const { ctx: collect, issues } = collecting()
  const page = normaliseItem("pages", {
    id: 7, slug: "services/x",
    json_ld_schema: JSON.stringify({ "@type": "Service", url: "JAVASCRIPT:alert(9)", provider: { "@type": "Organization", url: "  //evil.example" }, image: "/images/x.png" }),
  }, collect)
  expect(page.jsonLdSchema).toEqual({ "@type": "Service", provider: { "@type": "Organization" }, image: "/images/x.png" })
  expect(issues.map(describeIssue)).toEqual([
    'pages item 7, field "json_ld_schema.url": not a safe link (https:, mailto:, tel: or a site path): "JAVASCRIPT:alert(9)"',
    'pages item 7, field "json_ld_schema.provider.url": not a safe link (https:, mailto:, tel: or a site path): "  //evil.example"',
  ])
})

test("only asset ids are referenced files; paths and URLs are not downloaded", () => {
  expect(referencedFileIds("services", [{ banner: "a", icon: "/x.svg" }, { banner: "https://cdn.test/b.png", icon: "a" }, { banner: "c" }]))
    .toEqual(["a", "c"])
  expect(referencedFileIds("services", [{ banner: "//evil.example/x.png", icon: "javascript:alert(1)" }])).toEqual([])
})

test("a value failing its field's rule is dropped and reported with collection, item and field", () => {
  const { ctx: collect, issues } = collecting()
  const settings = normaliseItem("settings", {
    id: 1, calendly_link: "javascript:alert(document.domain)//", footer_email: "a@b.example?bcc=c@evil.example",
    footer_whatsapp: "https://wa.me/1", footer_phone: "+1 555<script>", footer_calendly: "//evil.example",
  }, collect)
  expect(settings).toMatchObject({ calendlyLink: null, footerEmail: null, footerWhatsapp: "https://wa.me/1", footerPhone: null, footerCalendly: null })
  const hero = normaliseItem("hero_sections", { id: 3, button_action_link: " /contact ", hero_image: "http://evil.example/x.png" }, collect)
  expect(hero).toMatchObject({ buttonActionLink: "/contact", heroImage: null, heroImageUrl: null })
  expect(issues.map(issue => `${issue.collection}/${issue.item}/${issue.field}`)).toEqual([
    "settings/1/calendly_link", "settings/1/footer_email", "settings/1/footer_phone", "settings/1/footer_calendly", "hero_sections/3/hero_image",
  ])
  // The log line escapes the value: a newline in it cannot forge another log line.
  const { ctx: slugCtx, issues: slugIssues } = collecting()
  expect(normaliseItem("industries", { id: 7, slug: "x\n/* https://evil.example 301!" }, slugCtx).slug).toBeNull()
  expect(describeIssue(slugIssues[0])).toBe(
    'industries item 7, field "slug": not a slug (lower-case words joined by hyphens): "x\\n/* https://evil.example 301!"'
  )
})

test("empty optional links are not reported", () => {
  const { ctx: collect, issues } = collecting()
  expect(normaliseItem("jobs", { id: 1, link: null }, collect).link).toBeNull()
  expect(normaliseItem("jobs", { id: 2, link: "" }, collect).link).toBeNull()
  expect(issues).toEqual([])
})

test("a slug is unique per collection: the first item by id keeps it, a later one is dropped whole", () => {
  const { ctx: collect, issues } = collecting()
  const items = normaliseItems("services", [
    { id: 9, slug: "automation", title: "Copy" },
    { id: 2, slug: "automation", title: "Automation" },
    { id: 4, slug: null, title: "No slug" },
    { id: 5, slug: null, title: "No slug either" },
  ], collect)
  expect(items.map(({ fields }) => fields.title)).toEqual(["Automation", "No slug", "No slug either"])
  expect(issues).toEqual([{ collection: "services", item: "9", field: "slug", problem: 'slug "automation" is already item 2\'s: item dropped' }])
})

test("a redirect without a valid old address or target is dropped whole, naming collection, item and field", () => {
  const { ctx: collect, issues } = collecting()
  const items = normaliseItems("redirects", [
    { id: 1, from_path: " /portfolio/old-name ", to_path: "/portfolio/new-name" },
    { id: 2, from_path: "/*", to_path: "/" },
    { id: 3, from_path: "/old", to_path: "javascript:alert(1)" },
    { id: 4, from_path: "/gone", to_path: null },
    { id: 5, from_path: "", to_path: "https://example.com/" },
    { id: 6, from_path: "/a/../admin", to_path: "/" },
    { id: 7, from_path: "/old-7", to_path: "/portfolio/%2e%2e/x" },
  ], collect)
  expect(items.map(({ fields }) => fields)).toEqual([{ directusId: 1, fromPath: "/portfolio/old-name", toPath: "/portfolio/new-name" }])
  expect(issues.map(describeIssue)).toEqual([
    'redirects item 2, field "from_path": not a path on this site (one leading /, no ?, #, * or :, no . or .. segment): "/*"',
    'redirects item 3, field "to_path": not a path on this site (one leading /, no . or .. segment): "javascript:alert(1)"',
    'redirects item 4, field "to_path": required but empty: item dropped',
    // Never another site: an editor's account cannot make this site an open redirect.
    'redirects item 5, field "to_path": not a path on this site (one leading /, no . or .. segment): "https://example.com/"',
    'redirects item 5, field "from_path": required but empty: item dropped',
    'redirects item 6, field "from_path": not a path on this site (one leading /, no ?, #, * or :, no . or .. segment): "/a/../admin"',
    'redirects item 7, field "to_path": not a path on this site (one leading /, no . or .. segment): "/portfolio/%2e%2e/x"',
  ])
})

test("only published items are built where a collection has a status", () => {
  expect(isBuilt(collectionSpec("projects"), { status: "draft" })).toBe(false)
  expect(isBuilt(collectionSpec("projects"), { status: "published" })).toBe(true)
  expect(isBuilt(collectionSpec("skills"), {})).toBe(true)
  // A preview build keeps drafts too, never archived items.
  expect(isBuilt(collectionSpec("projects"), { status: "draft" }, true)).toBe(true)
  expect(isBuilt(collectionSpec("projects"), { status: "archived" }, true)).toBe(false)
})

test("a published article waits for its publish date; a preview build shows it scheduled", () => {
  const articles = collectionSpec("articles")
  const now = new Date("2026-11-29T12:00:00Z")
  const at = (publish_date: unknown, status = "published") => ({ status, publish_date })
  expect(isBuilt(articles, at("2026-11-29T11:59:59Z"), false, now)).toBe(true)
  expect(isBuilt(articles, at("2026-11-29T12:00:01Z"), false, now)).toBe(false)
  // Directus stores a timestamp without an offset as UTC; an offset moves the moment.
  expect(isBuilt(articles, at("2026-11-29 12:00:01"), false, now)).toBe(false)
  expect(isBuilt(articles, at("2026-11-29T13:30:00+02:00"), false, now)).toBe(true)
  expect(isBuilt(articles, at("2026-11-30T09:00:00Z"), true, now)).toBe(true)
  expect(isBuilt(articles, at("2026-11-28T09:00:00Z", "draft"), false, now)).toBe(false)
  // A collection without a publish date is never scheduled.
  expect(isBuilt(collectionSpec("projects"), { status: "published", publish_date: "2099-01-01T00:00:00Z" }, false, now)).toBe(true)
})

test("a publish date is stored as an ISO moment; anything else is refused and, being required, drops the article", () => {
  const { ctx: collect, issues } = collecting()
  const items = normaliseItems("articles", [
    { id: 1, status: "published", slug: "a", title: "A", publish_date: "2026-11-18 09:00:00" },
    { id: 2, status: "published", slug: "b", title: "B", publish_date: "next tuesday" },
    { id: 3, status: "published", slug: "c", title: "C", publish_date: "2026-02-30T09:00:00Z" },
  ], collect)
  expect(items.map(item => item.fields.publishDate)).toEqual(["2026-11-18T09:00:00.000Z"])
  expect(issues.map(describeIssue)).toEqual([
    'articles item 2, field "publish_date": not a date and time: "next tuesday"',
    'articles item 3, field "publish_date": not a date and time: "2026-02-30T09:00:00Z"',
  ])
})

test("request fields select the snapshot's shape and the schema declares every type without inference", () => {
  expect(requestFields(collectionSpec("projects"))).toContain("project_skills.skills_id")
  const sdl = typeDefs()
  for (const type of ["DirectusService", "DirectusIndustry", "DirectusProject", "DirectusSkill", "DirectusHeroSection", "DirectusPage", "DirectusClient", "DirectusReview", "DirectusJob", "DirectusSettings", "DirectusRedirect"]) {
    expect(sdl).toContain(`type ${type} implements Node @dontInfer`)
  }
  expect(sdl).toContain("heroSection: DirectusHeroSection @link")
  expect(sdl).toContain("skills: [DirectusSkill!]! @link")
  expect(sdl).toContain("type DirectusRedirect implements Node @dontInfer {\n  directusId: Int\n  language: String!\n  languages: [String!]!\n  fromPath: String\n  toPath: String\n}")
})

test("a rich text's pictures are the build's published copies; one it did not publish is dropped and reported with item and field", () => {
  const { ctx: collect, issues } = collecting()
  const missing = "11111111-2222-4333-8444-555555555555"
  const body = `<p>Flow</p><img src="http://127.0.0.1:8055/assets/${PICTURE_ID}.webp" alt="The flow"><img src="/assets/${missing}.png" alt="Gone">`
  const block = normaliseItem("block_rich_text", { id: 4, layout: "prose", heading: "Body", sections: [{ title: "One", body }] }, collect)
  expect((block.sections as { body: string }[])[0].body).toBe(
    '<p>Flow</p><img src="/static/0f1e2d3c4b5a6978/p-760.webp" alt="The flow" width="760" height="428" loading="lazy" decoding="async" />'
  )
  expect(issues.map(describeIssue)).toEqual([
    `block_rich_text item 4, field "sections[0].body": picture of file ${missing} is not published (missing, or not a picture): picture dropped`,
  ])
  // The build downloads both files (and publishes what its type check accepts) as uses of that field.
  expect(fileUses("block_rich_text", [{ id: 4, layout: "prose", sections: [{ body }] }])).toEqual([
    { id: PICTURE_ID, field: "sections[0].body", inHtml: true, collection: "block_rich_text", item: "4" },
    { id: missing, field: "sections[0].body", inHtml: true, collection: "block_rich_text", item: "4" },
  ])
})

test("HTML of a field that takes no pictures keeps none, and reports none", () => {
  const { ctx: collect, issues } = collecting()
  const service = normaliseItem("services", { id: 3, slug: "x", title: "X", description: `<p>a<img src="/assets/${PICTURE_ID}" alt="">b</p>` }, collect)
  expect(service.description).toBe("<p>ab</p>")
  expect(issues).toEqual([])
  expect(fileUses("services", [{ id: 3, description: `<img src="/assets/${PICTURE_ID}">` }])).toEqual([])
})
