import { cmsJsonLd, organizationJsonLd } from "../../src/components/seo/structured-data"
import { serializeJsonLd } from "../../src/components/seo/JsonLdScript"

test("the organisation is in Lahore, Pakistan", () => {
  const org = organizationJsonLd("https://example.test/")
  expect(org).toMatchObject({
    "@type": "Organization",
    "@id": "https://example.test/#organization",
    url: "https://example.test",
    address: { "@type": "PostalAddress", addressLocality: "Lahore", addressCountry: "PK" },
  })
})

test.each([
  "</script><script>alert(1)</script>",
  "</SCRIPT ><img src=x onerror=alert(1)>",
  "<!--<script>",
  "a & b \u2028 \u2029",
])("serialised JSON-LD cannot close the script element: %s", text => {
  const json = serializeJsonLd({ name: text })
  expect(json).not.toMatch(/[<>&\u2028\u2029]/)
  expect(JSON.parse(json)).toEqual({ name: text })
})

test("a CMS json_ld_schema may be one object or a list; other values are ignored", () => {
  expect(cmsJsonLd({ "@type": "FAQPage" })).toEqual([{ "@type": "FAQPage" }])
  expect(cmsJsonLd([{ "@type": "A" }, "x", null, [1]])).toEqual([{ "@type": "A" }])
  expect(cmsJsonLd(null)).toEqual([])
  expect(cmsJsonLd("text")).toEqual([])
})
