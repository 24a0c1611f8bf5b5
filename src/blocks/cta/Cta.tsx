import { graphql } from "gatsby"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { LinkButtons } from "../../components/ui/LinkButtons"
import { LeadButton } from "../../forms/lead/LeadButton"
import { LeadCtaButton } from "../../forms/lead/LeadCtaButton"
import { cta as spec } from "./config"
import { Notice } from "./Notice"
import { Panel } from "./Panel"
import { StickyBar } from "./StickyBar"
import { offerView, panelLayoutView, panelView, stickyBarView } from "./view"

type Block = Queries.CtaBlockFragment

/** What a panel's or notice's copy reads from its page: `{name}`, and the booking link its booking buttons go to. */
const copyContext = (page: BlockPage) => ({ name: page.name, bookingLink: pageRecords(page).bookingLink })

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  offer: (block, { id, titleId, page }) => {
    const view = offerView(block)
    return (
      <Panel look="glow" id={id} titleId={titleId} heading={view.heading} highlight={view.highlightedText} text={view.description} offer={view.offer}
        actions={<LeadButton context={page.leadContext} tags={view.buttonTags} size="lg">{view.buttonText}</LeadButton>}
        notes={view.reassurances} marks={{ label: view.trustMarksLabel, items: view.trustStrip }} />
    )
  },
  panel: (block, { id, titleId, page }) => {
    const view = panelLayoutView(block, copyContext(page))
    const actions = (
      <>
        <LinkButtons buttons={view.buttons} />
        {/* A failed send keeps the lead form open (spec 000: the home page's call to action). */}
        {view.leadButton && <LeadCtaButton pageContext={page.leadContext} keepOpenOnFailure>{view.leadButton}</LeadCtaButton>}
      </>
    )
    return <Panel look={view.look} id={id} titleId={titleId} heading={view.heading} highlight={view.highlight} text={view.description} figures={view.stats} actions={actions} />
  },
  sticky_bar: (block, { page }) => {
    const bar = stickyBarView(block)
    return bar && <StickyBar content={bar} context={page.leadContext} />
  },
  notice: (block, { page }) => <Notice notice={panelView(block, copyContext(page))} code={block.code ?? undefined} />,
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
    look code
    words { trustMarksLabel freeTagLabel limitedTagLabel }
  }
`
