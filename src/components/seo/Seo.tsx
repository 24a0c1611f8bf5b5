import { SITE } from "../../config/site"
import { canonicalUrl, seoDescription, seoTitle } from "../../content/seo"

export interface SeoProps {
  title: string
  description?: string | null
  pathname: string
  noindex?: boolean
  /** Share image path (1200×630); the default share image otherwise. */
  image?: string
  /** The page record's slug in the content layer (`home`, `services/ai-development`, …). */
  page?: string
  /** Structured data the page adds (the page record's own json_ld_schema is added by Seo). */
  jsonLd?: Record<string, unknown>[]
  /** Trail for BreadcrumbList on detail pages (home is implied). */
  breadcrumbs?: { name: string; path: string }[]
  keywords?: string[]
  /** The spec fixes this page's title (landing pages): use it as given, uncut. */
  verbatimTitle?: boolean
}

/** Head tags of every page and template, rendered through Gatsby's Head API. */
export function Seo({ title, description, pathname, noindex = false, keywords, verbatimTitle = false }: SeoProps) {
  const pageTitle = verbatimTitle ? title : seoTitle(title)
  const text = seoDescription(description)
  return (
    <>
      <title>{pageTitle === "" ? SITE.name : pageTitle}</title>
      {text && <meta name="description" content={text} />}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      <meta name="robots" content={noindex ? "noindex, nofollow" : "index, follow"} />
      <link rel="canonical" href={canonicalUrl(pathname)} />
    </>
  )
}
