import { useEffect, useMemo, useState } from "react"
import { graphql, navigate } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import type { LanguageCode } from "../content/languages"
import { withName } from "../content/blocks/common"
import { HydrateWhenNeeded } from "../lib/HydrateWhenNeeded"
import { lazySection } from "../lib/lazyNamed"
import { useHydrating } from "../lib/useHydrating"
import { redirectFor } from "../content/redirect-for"

// Interactive (its ways forward are client-side links): hydrated at once, as it is in view, its code out of the first load.
const NotFoundNotice = lazySection(() => import(/* webpackChunkName: "notice" */ "../blocks/cta/NotFoundNotice"), "NotFoundNotice")

/** The not-found record's notice block (pages item `404`, src/content/routes.ts NOT_FOUND_PAGE). */
const noticeBlock = (data: Queries.NotFoundPageQuery) =>
  data.page?.blocks.find((block): block is Queries.CtaBlockFragment => "layout" in block) ?? null

/**
 * Static hosts serve this page for any unknown address. An address that has a redirect rule (those
 * `_redirects` holds: the CMS's redirects, unknown industry or project slugs, aliases, industry
 * ids, resolved at build time) is replaced in the browser, showing nothing meanwhile after a page
 * change. The server's notice stays until the target shows: hiding it would be an update while its
 * sections still hydrate, which makes React throw their server HTML away (React error 421).
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const hydrating = useHydrating()
  // Kept from the first render: once hydrated, the flag turns false.
  const [fromServerHtml] = useState(hydrating)
  const to = redirectFor(location.pathname, data.siteRedirects)
  useEffect(() => {
    if (to) void navigate(to, { replace: true })
  }, [to])
  const block = noticeBlock(data)
  // Gatsby renders the not-found page again once it has looked for the address's own page data; the
  // same element lets React skip it, as an update reaching sections still hydrating would make React
  // throw their server HTML away (React error 421).
  const page = useMemo(
    () => (
      <Layout>
        {block && (
          <HydrateWhenNeeded when="used">
            <NotFoundNotice block={block} />
          </HydrateWhenNeeded>
        )}
      </Layout>
    ),
    [block]
  )
  return to && !fromServerHtml ? null : page
}

/** The notice's sentence describes the page, worded as the notice shows it (panelView: no record name here). */
export function Head({ data, location, pageContext }: HeadProps<Queries.NotFoundPageQuery, { language?: LanguageCode }>) {
  const block = noticeBlock(data)
  return <Seo title={data.page?.title ?? ""} description={block && withName(block.description, "")} pathname={location.pathname} record={data.seoPage} language={pageContext.language} noindex />
}

/** The not-found record and this build's redirect rules; and the route's page record for its head (`$seoSlug`: gatsby-node.ts onCreatePage). */
export const query = graphql`
  query NotFoundPage($seoSlug: String!, $language: String!) {
    siteRedirects { from to }
    page: directusPage(slug: { eq: "404" }, language: { eq: $language }) {
      title
      blocks { ... on DirectusBlockCta { ...CtaBlock } }
    }
    seoPage: directusPage(slug: { eq: $seoSlug }, language: { eq: $language }) { ...SeoPageFields }
  }
`
