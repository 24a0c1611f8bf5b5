import { promises as fs } from "fs"
import path from "path"
import { version as reactVersion } from "react"
import { assertFrameworkUnchanged } from "./framework-check"
import { builtPageData, builtPages, hreflangLinks, isNoindex, isNotFound, isRoute } from "./scan"
import { headersFile } from "./headers"
import { assertWithinHostLimits, patternMatches } from "./host-limits"
import { withAsciiJson, withAsciiText } from "./ascii-page"
import { withPagePolicy } from "./page-csp"
import { withScriptsAfterPaint } from "./scripts-after-paint"
import { robotsTxt, sitemapXml } from "./sitemap"
import { writeIcons } from "./icons"
import { removeSourceMaps, sourceMapsWanted } from "./source-maps"
import { redirectsFile } from "../content/redirects"
import type { RedirectRule } from "../content/redirect-for"

/**
 * Work after Gatsby has written every page: first the check that the framework's internals the site
 * reads are still as it expects (framework-check.ts), then each page's bundles loaded after its first paint
 * (scripts-after-paint.ts), its text written in ASCII (ascii-page.ts) and its script policy written
 * into its head, and its page data written in ASCII too, then
 * sitemap.xml and robots.txt, `_headers` and `_redirects`, the web manifest and icons, and `files`
 * made from the content (the insights' feeds). Returns the pages a search engine may index, which
 * the site search indexes too. The build stops if a host would not apply `_headers` or `_redirects` in full.
 * Source maps left by an earlier SOURCE_MAPS=1 build are removed unless this one asked for them.
 *
 * Cloudflare Pages follows a redirect even where a file exists ("Redirects": "Redirects are always
 * followed, regardless of whether or not an asset matches"), so a rule that matches a built page
 * (the unknown-slug catch-alls `/industries/*`, `/portfolio/*`) is left out of `_redirects`: the
 * not-found page applies it in the browser (src/pages/404.tsx), on both hosts alike.
 */
export async function writeSiteFiles({ root, siteUrl, redirects, files = [] }: {
  root: string; siteUrl: string; redirects: RedirectRule[]; files?: readonly { path: string; text: string }[]
}): Promise<{ route: string; file: string }[]> {
  const publicDir = path.join(root, "public")
  const pages = (await builtPages(publicDir)).filter(page => isRoute(page.route))
  const pageData = await builtPageData(publicDir)
  assertFrameworkUnchanged({ pages, pageData: pageData.map(entry => entry.data), reactVersion })
  await Promise.all(pages.map(page => fs.writeFile(page.file, withPagePolicy(withAsciiText(withScriptsAfterPaint(page.html))))))
  await Promise.all(pageData.map(entry => fs.writeFile(entry.file, withAsciiJson(entry.text))))
  const indexablePages = pages.filter(page => !isNotFound(page.route) && !isNoindex(page.html))
  const indexable = indexablePages.map(page => ({ route: page.route, alternates: hreflangLinks(page.html) }))

  await fs.writeFile(path.join(publicDir, "sitemap.xml"), sitemapXml(indexable, siteUrl))
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  const hostFiles = {
    headers: headersFile(),
    redirects: redirectsFile(redirects.filter(rule => !pages.some(page => patternMatches(rule.from, page.route)))),
  }
  assertWithinHostLimits(hostFiles)
  await fs.writeFile(path.join(publicDir, "_headers"), hostFiles.headers)
  await fs.writeFile(path.join(publicDir, "_redirects"), hostFiles.redirects)
  await writeIcons(publicDir, path.join(root, "src", "images", "icon.png"))
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(publicDir, file.path)), { recursive: true })
    await fs.writeFile(path.join(publicDir, file.path), file.text)
  }
  if (!sourceMapsWanted()) await removeSourceMaps(publicDir)
  return indexablePages.map(({ route, file }) => ({ route, file }))
}
