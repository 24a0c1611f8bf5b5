import { Link } from "gatsby"
import type { GatsbyLinkProps } from "gatsby"
import { useSitePath } from "../../root/language"

/** Gatsby's link to a page of this site: on a translated page, that language's page where it exists (useSitePath). */
export function SiteLink({ to, ...props }: Omit<GatsbyLinkProps<unknown>, "ref">) {
  return <Link {...props} to={useSitePath()(to)} />
}
