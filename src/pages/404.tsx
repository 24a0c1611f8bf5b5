import { useLayoutEffect, useState } from "react"
import { navigate, Link } from "gatsby"
import type { HeadProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { redirectFor } from "../content/redirects"

export const NOT_FOUND_TEXT = "Sorry, the page you are looking for doesn't exist or has been moved."

/**
 * Static hosts serve this page for any unknown address. Addresses that have a redirect rule
 * (unknown industry or project slugs, aliases) are replaced in the browser, showing nothing meanwhile.
 */
export default function NotFoundPage({ location }: { location: { pathname: string } }) {
  const [target, setTarget] = useState<string | null>(null)
  useLayoutEffect(() => {
    const to = redirectFor(location.pathname)
    if (to) {
      setTarget(to)
      void navigate(to, { replace: true })
    }
  }, [location.pathname])
  if (target) return null
  return (
    <Layout>
      <section css={{ maxWidth: 720, margin: "0 auto", padding: "6rem 1.5rem", textAlign: "center" }}>
        <h1>Page Not Found</h1>
        <p>{NOT_FOUND_TEXT}</p>
        <p>
          <Link to="/">Back to Home</Link> · <Link to="/contact">Contact Support</Link>
        </p>
      </section>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" description={NOT_FOUND_TEXT} pathname={location.pathname} noindex />
}
