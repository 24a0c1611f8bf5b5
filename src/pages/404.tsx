import { useEffect, useMemo, useState } from "react"
import { graphql, navigate } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { DEFAULT_LANGUAGE, pathLanguage } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { HydrateWhenNeeded } from "../lib/HydrateWhenNeeded"
import { lazySection } from "../lib/lazyNamed"
import { useHydrating } from "../lib/useHydrating"
import { redirectFor } from "../content/redirect-for"
import { noticeOf } from "../content/notice"

// Interactive (its ways forward are client-side links): hydrated at once, as it is in view, its code out of the first load.
const NotFoundNotice = lazySection(() => import(/* webpackChunkName: "notice" */ "../blocks/cta/NotFoundNotice"), "NotFoundNotice")

type NotFoundRecord = Queries.NotFoundPageQuery["pages"]["nodes"][number]

/**
 * The not-found record (pages item `404`, src/content/routes.ts NOT_FOUND_PAGE) in the language of the
 * address: Gatsby renders this page for any unknown address, whichever language's copy of it was built there.
 */
const recordFor = (data: Queries.NotFoundPageQuery, pathname: string): NotFoundRecord | undefined => {
  const language = pathLanguage(pathname)
  return data.pages.nodes.find(node => node.language === language) ?? data.pages.nodes.find(node => node.language === DEFAULT_LANGUAGE)
}


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
  const block = noticeOf(recordFor(data, location.pathname)?.blocks ?? [])
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

/** Its head in the address's language, made by the build (src/build/fixed-page-heads.ts). */
export function Head({ location, pageContext }: HeadProps<Queries.NotFoundPageQuery, { heads: Record<LanguageCode, HeadModel> }>) {
  return <HeadTags head={pageContext.heads[pathLanguage(location.pathname)]} />
}

/** This build's redirect rules, and the not-found record and the shell in every language: it renders in the language of any address. */
export const query = graphql`
  query NotFoundPage {
    ...ShellEveryLanguage
    siteRedirects { from to }
    pages: allDirectusPage(filter: { slug: { eq: "404" } }) {
      nodes {
        language
        blocks { ... on DirectusBlockCta { ...CtaBlock } }
      }
    }
  }
`
