import { canonicalUrl } from "../content/seo"

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** sitemap.xml of the indexable routes, as canonical URLs (no trailing slash), sorted. */
export function sitemapXml(routes: readonly string[], origin: string): string {
  const urls = [...new Set(routes.map(route => canonicalUrl(route, origin)))].sort()
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(url => `  <url><loc>${escapeXml(url)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n")
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${canonicalUrl("/sitemap.xml", origin)}`, ""].join("\n")
}
