import { graphql } from "gatsby"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { ButtonsPanel } from "./ButtonsPanel"
import { cta as spec } from "./config"
import { LeadBox } from "./LeadBox"
import { Notice } from "./Notice"
import { OfferCta } from "./OfferCta"
import { StickyBar } from "./StickyBar"
import { TextBesideFigures } from "./TextBesideFigures"
import { besideFiguresView, leadBoxView, offerView, panelView, stickyBarView } from "./view"

type Block = Queries.CtaBlockFragment

/** The panel's copy, its booking buttons going to the page's booking link. */
const panelOf = (block: Block, page: BlockPage) => panelView(block, { name: page.name, bookingLink: pageRecords(page).bookingLink })

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  offer: (block, { id, titleId, page }) => <OfferCta id={id} titleId={titleId} view={offerView(block)} context={page.leadContext} />,
  panel: (block, { id, titleId, page }) => <ButtonsPanel id={id} titleId={titleId} view={panelOf(block, page)} boxed={block.boxed === true} />,
  beside_figures: (block, { id, titleId }) => <TextBesideFigures id={id} titleId={titleId} view={besideFiguresView(block)} />,
  lead_box: (block, { id, titleId, page }) => <LeadBox id={id} titleId={titleId} {...leadBoxView(block)} pageContext={page.leadContext} />,
  sticky_bar: (block, { page }) => {
    const bar = stickyBarView(block)
    return bar && <StickyBar content={bar} context={page.leadContext} />
  },
  notice: (block, { page }) => <Notice notice={panelOf(block, page)} code={block.code ?? undefined} />,
}

/** A call to action, in the block's layout (config.ts). */
export function CtaBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
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
    boxed code
  }
`
