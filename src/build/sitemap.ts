import { canonicalUrl } from "../content/seo"

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** An indexable page: its route, and its hreflang links as its head has them (none: a page in one language). */
export interface SitemapPage {
  route: string
  alternates: readonly { hreflang: string; href: string }[]
}

/**
 * sitemap.xml of the indexable routes, as canonical URLs (no trailing slash), sorted; a page in
 * several languages lists each with `xhtml:link` alternates: its head's hreflang links (every
 * language's address, its own slug's where a translation has one, then `x-default`, its English page).
 */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const urls = new Map(pages.map(page => [canonicalUrl(page.route, origin), page.alternates]))
  const entry = (url: string) => {
    const alternates = urls.get(url)!
    if (alternates.length < 2) return `  <url><loc>${escapeXml(url)}</loc></url>`
    const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
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
