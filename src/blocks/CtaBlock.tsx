import { graphql } from "gatsby"
import { FinalCta } from "../components/landing/FinalCta"
import { StickyBar } from "../components/landing/StickyBar"
import { CtaPanel } from "../components/sections/CtaPanel"
import { Button } from "../components/ui/Button"
import { isExternalButton } from "../content/hero"
import { finalCtaView, panelView, stickyBarView } from "../content/blocks/cta"
import type { BlockProps } from "./types"

/**
 * A call to action: opening the lead modal, the closing section (variant final) or the mobile bottom
 * bar (sticky_bar); or a closing band of link buttons (panel).
 */
export function CtaBlock({ block, page }: BlockProps<Queries.CtaBlockFragment>) {
  if (block.variant === "panel") {
    const panel = panelView(block, page.name ?? "")
    return (
      <CtaPanel id={block.anchor ?? "cta"} heading={panel.heading} description={panel.description}>
        {panel.buttons.map(button => isExternalButton(null, button.link)
          ? <Button key={button.text} href={button.link} variant={button.variant}>{button.text}</Button>
          : <Button key={button.text} to={button.link} variant={button.variant}>{button.text}</Button>)}
      </CtaPanel>
    )
  }
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
    buttons { text link variant }
  }
`
