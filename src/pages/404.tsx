import { useLayoutEffect, useMemo, useState } from "react"
import { graphql, navigate } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Notice } from "../components/company/Notice"
import { Seo } from "../components/seo/Seo"
import { panelView } from "../content/blocks/cta"
import { redirectFor, siteRedirects } from "../content/redirects"
import { useSiteSettings } from "../lib/useSiteSettings"

/** The not-found record (pages item `404`, src/content/routes.ts NOT_FOUND_PAGE): its title and its notice block. */
function useNotFoundPage(data: Queries.NotFoundPageQuery) {
  const { bookingLink } = useSiteSettings()
  const block = data.page?.blocks.find((block): block is Queries.CtaBlockFragment => "variant" in block)
  // The rules `_redirects` holds: gatsby-node resolves the same query the same way.
  const redirects = useMemo(
    () => siteRedirects(data.industries.nodes, { redirects: data.redirects.nodes, pages: data.pages.nodes.map(page => page.path) }),
    [data]
  )
  return {
    redirects,
    title: data.page?.title ?? "",
    notice: block ? panelView(block, { name: "", bookingLink }) : null,
  }
}

/**
 * Static hosts serve this page for any unknown address. Addresses that have a redirect rule
 * (the CMS's redirects, unknown industry or project slugs, aliases, industry ids) are replaced in
 * the browser, showing nothing meanwhile.
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const { redirects, notice } = useNotFoundPage(data)
  const [target, setTarget] = useState<string | null>(null)
  useLayoutEffect(() => {
    const to = redirectFor(location.pathname, redirects)
    if (to) {
      setTarget(to)
      void navigate(to, { replace: true })
    }
  }, [location.pathname, redirects])
  if (target) return null
  return <Layout>{notice && <Notice notice={notice} notFound />}</Layout>
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const { title, notice } = useNotFoundPage(data)
  return <Seo title={title} description={notice?.description} pathname={location.pathname} record={data.seoPage} noindex />
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
