import { graphql } from "gatsby"
import { FinalCta } from "../components/landing/FinalCta"
import { StickyBar } from "../components/landing/StickyBar"
import { ServiceCta } from "../components/service/ServiceCta"
import { bookingCtaView, finalCtaView, stickyBarView } from "../content/blocks/cta"
import type { BlockProps } from "./types"

/**
 * A call to action: opening the lead modal, the closing section (variant final) or the mobile
 * bottom bar (sticky_bar); or the closing section whose button opens the booking link (booking).
 */
export function CtaBlock({ block, page }: BlockProps<Queries.CtaBlockFragment>) {
  if (block.variant === "booking") return <ServiceCta cta={bookingCtaView(block)} bookingLink={page.bookingLink} />
  if (block.variant === "sticky_bar") {
    const bar = stickyBarView(block)
    return bar && <StickyBar content={bar} context={page.leadContext} />
  }
  const { block: cta, trustStrip } = finalCtaView(block)
  return <FinalCta block={cta} trustStrip={trustStrip} context={page.leadContext} />
}

export const fragment = graphql`
  fragment CtaBlock on DirectusBlockCta {
    variant anchor heading highlightedText description
    offer buttonText buttonTags
    reassurances { icon label }
    trustStrip { icon label }
    bars { name headline subline buttonText }
  }
`
