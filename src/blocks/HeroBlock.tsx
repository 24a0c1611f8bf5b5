import { graphql } from "gatsby"
import { LandingHero } from "../components/landing/LandingHero"
import { heroView } from "../content/blocks/hero"
import type { BlockProps } from "./types"

/** A page's hero (variant landing): badge, headline, figures, the call to action, reassurances. */
export function HeroBlock({ block, page }: BlockProps<Queries.HeroBlockFragment>) {
  return <LandingHero hero={heroView(block)} context={page.leadContext} />
}

export const fragment = graphql`
  fragment HeroBlock on DirectusBlockHero {
    variant anchor heading highlightedText description badge
    stats { value label }
    buttonText buttonTags
    reassurances { icon label }
  }
`
