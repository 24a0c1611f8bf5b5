import { canonicalUrl } from "../content/seo"
import { DEFAULT_LANGUAGE, pathLanguage, unlocalisedPath } from "../content/languages"

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * sitemap.xml of the indexable routes, as canonical URLs (no trailing slash), sorted; a page in
 * several languages lists each with `xhtml:link` alternates (every language's, then `x-default`,
 * its English page), as its head's hreflang links do.
 */
export function sitemapXml(routes: readonly string[], origin: string): string {
  const urls = new Map(routes.map(route => [canonicalUrl(route, origin), route]))
  // A route's English page, by its canonical URL.
  const pageOf = (route: string) => canonicalUrl(unlocalisedPath(route), origin)
  const byPage = new Map<string, { language: string; url: string }[]>()
  for (const [url, route] of urls) byPage.set(pageOf(route), [...(byPage.get(pageOf(route)) ?? []), { language: pathLanguage(route), url }])
  const entry = (url: string) => {
    const versions = byPage.get(pageOf(urls.get(url)!))!
    if (versions.length < 2) return `  <url><loc>${escapeXml(url)}</loc></url>`
    const english = versions.find(version => version.language === DEFAULT_LANGUAGE)
    const links = [...versions.map(version => [version.language, version.url]), ...(english ? [["x-default", english.url]] : [])]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    return `  <url><loc>${escapeXml(url)}</loc>${links.join("")}</url>`
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...urls.keys()].sort().map(entry),
    "</urlset>",
    "",
  ].join("\n")
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${canonicalUrl("/sitemap.xml", origin)}`, ""].join("\n")
}
