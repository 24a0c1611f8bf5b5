import { panelView } from "../../content/blocks/cta"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { Notice } from "./Notice"

/** The not-found page's notice block (pages item `404`) in the not-found look, its booking buttons going to the settings' link. */
export function NotFoundNotice({ block }: { block: Queries.CtaBlockFragment }) {
  const { bookingLink } = useSiteSettings()
  return <Notice notice={panelView(block, { name: "", bookingLink })} notFound />
}
