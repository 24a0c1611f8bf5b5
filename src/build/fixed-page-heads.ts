import fs from "fs"
import path from "path"
import { headModel } from "../components/seo/head-model"
import type { HeadModel, SeoPageRecord } from "../components/seo/head-model"
import { withName } from "../content/blocks/common"
import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { NOT_FOUND_PAGE } from "../content/routes"
import { cleanPath, pageSlug } from "../content/seo"
import { isNotFound } from "./scan"

/** The internal tools' own head values (src/pages); a page record of the route wins over them. */
const FIXED_PAGE_HEADS: Record<string, { title: string; description: string }> = {
  "/showcase": { title: "Component Showcase", description: "Internal catalogue of the site's components." },
  "/internal/seo-audit": { title: "SEO audit", description: "Internal SEO audit of the site's content." },
}

/** The paths of the fixed pages (src/pages), which the page creator adds after createPages. */
export function fixedPagePaths(pagesDir = path.resolve("src/pages")): string[] {
  return (fs.readdirSync(pagesDir, { recursive: true }) as string[])
    .filter(file => /\.tsx$/.test(file))
    .map(file => `/${file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}/`.replace(/\/+$/, "/").replace(/^\/\/$/, "/"))
}

/** A page record of the route query, in its language; the not-found one with its blocks' notice text. */
export type FixedPageRecord = SeoPageRecord & { language: string; notice?: { description?: string | null } | null }

export interface FixedPageHeads {
  /** Each fixed page's head (English) by its page slug (`showcase`, `internal/seo-audit`: src/content/seo.ts pageSlug). */
  bySlug: Map<string, HeadModel>
  /** The not-found page's head in each language: Gatsby renders it at any unknown address, in that address's language. */
  notFound: Record<LanguageCode, HeadModel>
}

/**
 * The heads of the fixed pages, made by the build as every other page's is (createPages runs before
 * the page creator, whose pages get them in onCreatePage), so no page's scripts hold the rules that make a head.
 */
export function fixedPageHeads(records: readonly FixedPageRecord[], pagePaths: readonly string[] = fixedPagePaths()): FixedPageHeads {
  const recordOf = (slug: string, language: LanguageCode) => records.find(record => record.slug === slug && record.language === language)
  const bySlug = new Map(pagePaths.filter(pagePath => !isNotFound(pagePath)).map(pagePath => {
    const own = FIXED_PAGE_HEADS[cleanPath(pagePath)] ?? { title: "" }
    return [pageSlug(pagePath), headModel({ ...own, pathname: pagePath }, recordOf(pageSlug(pagePath), DEFAULT_LANGUAGE))] as const
  }))
  const notFound = Object.fromEntries(LANGUAGES.map(({ code }) => {
    const record = recordOf(NOT_FOUND_PAGE, code)
    // The notice's sentence describes the page, worded as the notice shows it (no record name there).
    const description = withName(record?.notice?.description ?? null, "")
    return [code, headModel({ title: record?.title ?? "", description, pathname: localisedPath(code, `/${NOT_FOUND_PAGE}`), language: code, noindex: true }, record)]
  })) as Record<LanguageCode, HeadModel>
  return { bySlug, notFound }
}
