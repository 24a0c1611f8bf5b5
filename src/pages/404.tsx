import { useLayoutEffect, useState } from "react"
import { graphql, navigate, useStaticQuery } from "gatsby"
import type { HeadProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { NotFoundView } from "../components/company/NotFoundView"
import { Seo } from "../components/seo/Seo"
import { redirectFor, siteRedirects } from "../content/redirects"

export const NOT_FOUND_TEXT = "Sorry, the page you are looking for doesn't exist or has been moved."

/**
 * Static hosts serve this page for any unknown address. Addresses that have a redirect rule
 * (unknown industry or project slugs, aliases, industry ids) are replaced in the browser, showing
 * nothing meanwhile.
 */
export default function NotFoundPage({ location }: { location: { pathname: string } }) {
  const { industries } = useStaticQuery<Queries.NotFoundRedirectsQuery>(graphql`
    query NotFoundRedirects {
      industries: allDirectusIndustry { nodes { directusId slug name title } }
    }
  `)
  const [target, setTarget] = useState<string | null>(null)
  useLayoutEffect(() => {
    const to = redirectFor(location.pathname, siteRedirects(industries.nodes))
    if (to) {
      setTarget(to)
      void navigate(to, { replace: true })
    }
  }, [location.pathname, industries])
  if (target) return null
  return (
    <Layout>
      <NotFoundView text={NOT_FOUND_TEXT} />
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" description={NOT_FOUND_TEXT} pathname={location.pathname} noindex />
}
