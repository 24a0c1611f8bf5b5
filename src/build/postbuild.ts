import { promises as fs } from "fs"
import path from "path"
import { builtPages, cspHash, inlineScripts, isNoindex, isNotFound, isRoute } from "./scan"
import { headersFile, isHashedAsset } from "./headers"
import { robotsTxt, sitemapXml } from "./sitemap"
import { writeIcons } from "./icons"
import { hoistEmotionStyles } from "./hoist-styles"

/**
 * Work after Gatsby has written every page: each page's styles moved into its head, then
 * sitemap.xml and robots.txt, `_headers` (its CSP hashes every inline script of every built page),
 * the web manifest and icons.
 */
export async function writeSiteFiles({ root, siteUrl }: { root: string; siteUrl: string }): Promise<void> {
  const publicDir = path.join(root, "public")
  const built = await builtPages(publicDir)
  const pages = built.filter(page => isRoute(page.route))
  await Promise.all(pages.map(page => fs.writeFile(page.file, hoistEmotionStyles(page.html))))
  const indexable = pages.filter(page => !isNotFound(page.route) && !isNoindex(page.html)).map(page => page.route)
  const scriptHashes = built.flatMap(page => inlineScripts(page.html).map(cspHash))
  const hashedAssets = (await fs.readdir(publicDir)).filter(isHashedAsset)

  await fs.writeFile(path.join(publicDir, "sitemap.xml"), sitemapXml(indexable, siteUrl))
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  await fs.writeFile(
    path.join(publicDir, "_headers"),
    headersFile({ scriptHashes, htmlRoutes: pages.map(page => page.route), hashedAssets })
  )
  await writeIcons(publicDir, path.join(root, "src", "images", "icon.png"))
}
