import { Link } from "gatsby"
import type { GatsbyLinkProps } from "gatsby"
import { useSiteTarget } from "../../root/language"

/** Gatsby's link to a page of this site, from this page's language (useSiteTarget). */
export function SiteLink({ to, ...props }: Omit<GatsbyLinkProps<unknown>, "ref">) {
  const target = useSiteTarget()(to)
  return <Link {...props} to={target.to} hrefLang={target.hrefLang} />
}
