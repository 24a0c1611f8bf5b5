import { graphql } from "gatsby"
import { FinalCta } from "../components/landing/FinalCta"
import { StickyBar } from "../components/landing/StickyBar"
import { CtaPanel } from "../components/sections/CtaPanel"
import { ServiceCta } from "../components/service/ServiceCta"
import { Notice } from "../components/company/Notice"
import { CtaBanner } from "../components/sections/CtaBanner"
import { ReadyToScale } from "../components/sections/ReadyToScale"
import { LinkButtons } from "../components/ui/LinkButtons"
import { bannerView, bookingCtaView, finalCtaView, leadBoxView, panelView, stickyBarView } from "../content/blocks/cta"
import { pageRecords } from "./page-records"
import type { BlockPage, BlockProps } from "./types"

/** Variant panel: the closing band with its link buttons. */
function ButtonsPanel({ block, page }: { block: Queries.CtaBlockFragment; page: BlockPage }) {
  const { heading, description, buttons } = panelView(block, { name: page.name, bookingLink: pageRecords(page).bookingLink })
  return (
    <CtaPanel id={block.anchor ?? undefined} heading={heading} description={description}>
      <LinkButtons buttons={buttons} />
    </CtaPanel>
  )
}

/**
 * A call to action: the closing section opening the lead modal (layout final), the mobile bottom
 * bar (sticky_bar), a closing band of link buttons (panel), a closing section whose button opens
 * the booking link (booking), a band with the booking button beside figures (banner), a box whose
 * button opens the lead modal (lead_box), or a page that is only a notice (notice; not_found: the
 * not-found page).
 */
export function CtaBlock({ block, page }: BlockProps<Queries.CtaBlockFragment>) {
  const id = block.anchor ?? undefined
  if (block.layout === "banner") return <CtaBanner id={id} banner={bannerView(block)} />
  if (block.layout === "lead_box") return <ReadyToScale id={id} {...leadBoxView(block)} pageContext={page.leadContext} />
  if (block.layout === "panel") return <ButtonsPanel block={block} page={page} />
  if (block.layout === "notice" || block.layout === "not_found") return <Notice notice={panelView(block, { name: page.name, bookingLink: pageRecords(page).bookingLink })} notFound={block.layout === "not_found"} />
  if (block.layout === "booking") return <ServiceCta cta={bookingCtaView(block)} bookingLink={pageRecords(page).bookingLink} />
  if (block.layout === "sticky_bar") {
    const bar = stickyBarView(block)
    return bar && <StickyBar content={bar} context={page.leadContext} />
  }
  const { block: cta, trustStrip } = finalCtaView(block)
  return <FinalCta block={cta} trustStrip={trustStrip} context={page.leadContext} />
}

export const fragment = graphql`
  fragment CtaBlock on DirectusBlockCta {
    layout anchor heading highlightedText description
    offer buttonText buttonTags
    reassurances { icon label }
    trustStrip { icon label }
    bars { name headline subline buttonText }
    buttons { text link variant action }
    stats { value label }
  }
`
