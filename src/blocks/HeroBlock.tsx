import { graphql } from "gatsby"
import { AboutStats } from "../components/company/AboutStats"
import { LandingHero } from "../components/landing/LandingHero"
import { PageHero } from "../components/layout/PageHero"
import { InPageLink } from "../components/sections/InPageLink"
import { Button } from "../components/ui/Button"
import { heroView, pageHeroView, projectHeroView } from "../content/blocks/hero"
import { pageRecords } from "./page-records"
import type { BlockPage, BlockProps } from "./types"

/** Variant project: a case study's hero, its copy and picture read from the page's project. */
function ProjectHero({ block, page }: { block: Queries.HeroBlockFragment; page: BlockPage }) {
  const { badges, fallback, picture, links, live } = projectHeroView(block, page.name, pageRecords(page).project)
  return (
    <PageHero badges={badges} fallback={fallback} picture={picture} actions={<>
      {links.map(link => <InPageLink key={link.anchor} target={link.anchor}>{link.label}</InPageLink>)}
      {live && <Button href={live.link} variant="ghost">{live.text}</Button>}
    </>} />
  )
}

/**
 * A page's hero: the landing hero (layout landing: badge, headline, figures, the call to action,
 * reassurances), the page's own hero with jump links and count-up figures (layout page), or a case
 * study's (layout project).
 */
export function HeroBlock({ block, page }: BlockProps<Queries.HeroBlockFragment>) {
  if (block.layout === "project") return <ProjectHero block={block} page={page} />
  if (block.layout === "page") {
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
    layout anchor heading highlightedText description badge
    stats { value label }
    buttonText buttonTags
    reassurances { icon label }
    links { label anchor }
  }
`
