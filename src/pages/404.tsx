import { useEffect, useMemo, useState } from "react"
import { graphql, navigate } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { withName } from "../content/blocks/common"
import { HydrateWhenNeeded } from "../lib/HydrateWhenNeeded"
import { lazySection } from "../lib/lazyNamed"
import { useHydrating } from "../lib/useHydrating"

// Interactive (its ways forward are client-side links): hydrated at once, as it is in view, its code out of the first load.
const NotFoundNotice = lazySection(() => import(/* webpackChunkName: "notice" */ "../blocks/cta/NotFoundNotice"), "NotFoundNotice")

/** The not-found record's notice block (pages item `404`, src/content/routes.ts NOT_FOUND_PAGE). */
const noticeBlock = (data: Queries.NotFoundPageQuery) =>
  data.page?.blocks.find((block): block is Queries.CtaBlockFragment => "layout" in block) ?? null

/** Whether the address has a redirect rule, once known: "checking", "none" or the rule's target. */
type Redirect = "checking" | "none" | { to: string }

/**
 * The rules `_redirects` holds (the CMS's redirects, unknown industry or project slugs, aliases,
 * industry ids), resolved as gatsby-node resolves them. Their code loads with the page's first
 * effect, not with the page. The server's notice stays while they load (`shown`) and changes nothing
 * when there is no rule: an update while the page's sections still hydrate would make React throw
 * their server HTML away (React error 421).
 */
function useRedirect(pathname: string, data: Queries.NotFoundPageQuery, shown: boolean): Redirect {
  const [redirect, setRedirect] = useState<Redirect>(shown ? "none" : "checking")
  useEffect(() => {
    let current = true
    void import("../content/redirects").then(({ redirectFor, siteRedirects }) => {
      const rules = siteRedirects(data.industries.nodes, { redirects: data.redirects.nodes, pages: data.pages.nodes.map(page => page.path) })
      const to = redirectFor(pathname, rules)
      if (!current) return
      if (to) {
        setRedirect({ to })
        void navigate(to, { replace: true })
      } else if (!shown) setRedirect("none")
    })
    return () => {
      current = false
    }
  }, [pathname, data, shown])
  return redirect
}

/**
 * Static hosts serve this page for any unknown address. An address that has a redirect rule is
 * replaced in the browser, showing nothing meanwhile: the server's notice stays while the rules
 * load, but a page change shows nothing until they are checked.
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const hydrating = useHydrating()
  // Kept from the first render: once hydrated, the flag turns false.
  const [fromServerHtml] = useState(hydrating)
  const redirect = useRedirect(location.pathname, data, fromServerHtml)
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
  return redirect === "none" ? page : null
}

/** The notice's sentence describes the page, worded as the notice shows it (panelView: no record name here). */
export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const block = noticeBlock(data)
  return <Seo title={data.page?.title ?? ""} description={block && withName(block.description, "")} pathname={location.pathname} record={data.seoPage} noindex />
}

/** The not-found record and the redirect rules; and the route's page record for its head (`$seoSlug`: gatsby-node.ts onCreatePage). */
export const query = graphql`
  query NotFoundPage($seoSlug: String!) {
    industries: allDirectusIndustry { nodes { directusId slug name title } }
    redirects: allDirectusRedirect { nodes { directusId fromPath toPath } }
    pages: allSitePage { nodes { path } }
    page: directusPage(slug: { eq: "404" }) {
      title
      blocks { ... on DirectusBlockCta { ...CtaBlock } }
    }
    seoPage: directusPage(slug: { eq: $seoSlug }) { ...SeoPageFields }
  }
`
