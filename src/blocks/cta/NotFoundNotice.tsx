import { useSiteSettings } from "../../lib/useSiteSettings"
import { Notice } from "./Notice"
import { panelView } from "./view"

/** The not-found page's notice block (pages item `404`), its booking buttons going to the settings' link. */
export function NotFoundNotice({ block }: { block: Queries.CtaBlockFragment }) {
  const { bookingLink } = useSiteSettings()
  return <Notice notice={panelView(block, { name: "", bookingLink })} code={block.code ?? undefined} />
}
