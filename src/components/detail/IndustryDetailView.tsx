import { Blocks } from "../../blocks/Blocks"
import type { BlockData } from "../../blocks/Blocks"
import type { BlockPage } from "../../blocks/types"
import type { IndustryHero } from "../../content/industry-hero"
import { Layout } from "../layout/Layout"
import { PageHeroIsland } from "../layout/PageHeroIsland"

/** Pixel size of the industry hero illustrations (the banners), so a banner given by path reserves its box before it loads. */
const HERO_SIZE = { width: 960, height: 720 } as const

/** Industry detail (spec 001): the hero from the industry's record, then its blocks (overview, challenges, services, stack, stories, CTA). */
export function IndustryDetailView({ industry, blocks, page }: { industry: IndustryHero; blocks: readonly BlockData[]; page: BlockPage }) {
  return (
    <Layout>
      <PageHeroIsland fallback={{ title: industry.name, description: industry.summary, labelText: "Industries" }}
        picture={industry.banner && { ...industry.banner, ...HERO_SIZE }}
        links={[
          { to: "/portfolios", text: "Explore Our Work", variant: "light" },
          { to: `/quote?industry=${industry.slug}`, text: "Get a Quote", variant: "ghost" },
        ]} />
      <Blocks blocks={blocks} page={page} />
    </Layout>
  )
}
