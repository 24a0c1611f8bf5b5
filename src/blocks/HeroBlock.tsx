import { graphql } from "gatsby"
import { AboutStats } from "../components/company/AboutStats"
import { LandingHero } from "../components/landing/LandingHero"
import { PageHero } from "../components/layout/PageHero"
import { InPageLink } from "../components/sections/InPageLink"
import { heroView, pageHeroView } from "../content/blocks/hero"
import type { BlockProps } from "./types"

/**
 * A page's hero: the landing hero (variant landing: badge, headline, figures, the call to action,
 * reassurances), or the page's own hero with jump links and count-up figures (variant page).
 */
export function HeroBlock({ block, page }: BlockProps<Queries.HeroBlockFragment>) {
  if (block.variant === "page") {
    const { fallback, links, stats } = pageHeroView(block)
    return (
      <PageHero fallback={fallback} actions={links.length > 0 && <>
        {links.map(link => <InPageLink key={link.anchor} target={link.anchor} variant="text">{link.label}</InPageLink>)}
      </>}>
        {stats.length > 0 && <AboutStats stats={stats} />}
      </PageHero>
    )
  }
  return <LandingHero hero={heroView(block)} context={page.leadContext} />
}

export const fragment = graphql`
  fragment HeroBlock on DirectusBlockHero {
    variant anchor heading highlightedText description badge
    stats { value label }
    buttonText buttonTags
    reassurances { icon label }
    links { label anchor }
  }
`
