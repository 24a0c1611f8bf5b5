import { graphql } from "gatsby"
import { PageHero } from "../../components/layout/PageHero"
import { FigureTiles } from "../../components/sections/FigureTiles"
import { ABOUT_COUNT } from "../../content/countup"
import { Button } from "../../components/ui/Button"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { hero as spec } from "./config"
import { InPageLink } from "./InPageLink"
import { LandingHero } from "./LandingHero"
import { heroView, pageHeroView, projectHeroView } from "./view"

type Block = Queries.HeroBlockFragment

/** Each layout's hero. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  landing: (block, { page }) => <LandingHero hero={heroView(block)} context={page.leadContext} />,
  page: block => {
    const { fallback, links, stats, statsLabel } = pageHeroView(block)
    return (
      <PageHero fallback={fallback} actions={links.length > 0 && <>
        {links.map(link => <InPageLink key={link.anchor} target={link.anchor} variant="text">{link.label}</InPageLink>)}
      </>}>
        {/* The about page's figures count up over 2000 ms once the row is seen. */}
        {stats.length > 0 && <FigureTiles tone="hero" stats={stats} label={statsLabel} countUp={{ timing: ABOUT_COUNT, threshold: 0.1 }} />}
      </PageHero>
    )
  },
  project: (block, { page }) => {
    const { badges, fallback, picture, links, live } = projectHeroView(block, page.name, pageRecords(page).project)
    return (
      <PageHero badges={badges} fallback={fallback} picture={picture} actions={<>
        {links.map(link => <InPageLink key={link.anchor} target={link.anchor}>{link.label}</InPageLink>)}
        {live && <Button href={live.link} variant="ghost">{live.text}</Button>}
      </>} />
    )
  },
}

/**
 * A page's hero, in the block's layout (config.ts): the landing hero (badge, headline, figures, the
 * call to action, reassurances), the page's own hero with jump links and count-up figures (page), or
 * a case study's, its copy and picture read from the page's project (project).
 */
export function HeroBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment HeroBlock on DirectusBlockHero {
    layout anchor heading highlightedText description badge
    stats { value label }
    buttonText buttonTags
    reassurances { icon label }
    links { label anchor }
    words { heroFiguresLabel freeTagLabel limitedTagLabel }
  }
`
