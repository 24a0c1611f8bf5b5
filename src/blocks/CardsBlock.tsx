import { graphql } from "gatsby"
import { CompanyValues } from "../components/company/CompanyValues"
import { GlobalFootprint } from "../components/company/GlobalFootprint"
import { IconCards } from "../components/company/IconCards"
import { VerticalsGrid } from "../components/industry/VerticalsGrid"
import { PlatformCards } from "../components/landing/PlatformCards"
import { AiModels } from "../components/sections/AiModels"
import { AiPoweredDevelopment } from "../components/sections/AiPoweredDevelopment"
import { AutoPilotSection } from "../components/sections/AutoPilotSection"
import { BusinessProcessAutomation } from "../components/sections/BusinessProcessAutomation"
import { CoreFeature } from "../components/sections/CoreFeature"
import { HomeIntro } from "../components/sections/HomeIntro"
import { IconBenefitSection } from "../components/sections/IconBenefitSection"
import { CoreFeatures } from "../components/service/CoreFeatures"
import { ServiceShowcase } from "../components/service/ServiceShowcase"
import { SocialPlatforms } from "../components/service/SocialPlatforms"
import { TechList } from "../components/service/TechList"
import { KeyFeatures } from "../components/portfolio/KeyFeatures"
import {
  cardsView, checkListView, coreFeaturesView, featureCardsView, iconBenefitsView, iconGridView, keyFeaturesView, modelTilesView, placesView,
  platformGridView, showcaseView, simpleCardsView, socialPlatformsView, techListView, toolsHighlightsView, verticalsView,
} from "../content/blocks/cards"
import { headingId } from "../content/blocks/common"
import { pageRecords } from "./page-records"
import type { BlockProps } from "./types"

/**
 * A set of cards: platforms (logo, highlight, description, tags), icon_cards (icon, title, text),
 * values (a letter badge each, spelling a word), places (beside a map, with a footnote), the service
 * showcase (showcase), technologies with a button (tech_list), numbered features (core_features),
 * icon benefits (icon_benefits, on a tinted band: icon_benefits_alt) or social networks (social_platforms).
 * Home's sections: checked points (check_list), icon cards with a booking button (icon_grid), platform
 * logos with a button (platform_grid), tools and highlight tiles (tools_highlights), feature cards with
 * points and a button each (feature_cards), model tiles (model_tiles). /industries: icon benefits always
 * as a grid (icon_benefits_grid), the industry cards (verticals). A case study's key features, their
 * benefits shown on hover or focus (key_features).
 */
export function CardsBlock({ block, page }: BlockProps<Queries.CardsBlockFragment>) {
  const anchor = block.anchor ?? undefined
  const titleId = headingId(block.anchor, "cards")
  switch (block.layout) {
    case "icon_cards": return <IconCards id={anchor} headingId={titleId} block={simpleCardsView(block)} />
    case "values": return <CompanyValues id={anchor} headingId={titleId} block={simpleCardsView(block)} />
    case "places": return <GlobalFootprint id={anchor} headingId={titleId} block={placesView(block)} />
    case "showcase": return <ServiceShowcase id={anchor} showcase={showcaseView(block, page.name)} />
    case "tech_list": return <TechList id={anchor} techList={techListView(block)} bookingLink={pageRecords(page).bookingLink} />
    case "core_features": return <CoreFeatures id={anchor} coreFeatures={coreFeaturesView(block)} />
    case "icon_benefits": {
      const { section, cards } = iconBenefitsView(block)
      return <IconBenefitSection id={anchor} section={section} cards={cards} />
    }
    case "icon_benefits_alt": {
      const { section, cards } = iconBenefitsView(block)
      return <IconBenefitSection id={anchor} section={section} cards={cards} tone="alt" />
    }
    case "icon_benefits_grid": {
      const { section, cards } = iconBenefitsView(block)
      return <IconBenefitSection id={anchor} section={section} cards={cards} grid />
    }
    case "verticals": return <VerticalsGrid id={anchor} {...verticalsView(block)} />
    case "social_platforms": return <SocialPlatforms id={anchor} socialPlatforms={socialPlatformsView(block)} />
    case "check_list": return <HomeIntro id={anchor} {...checkListView(block)} />
    case "icon_grid": return <AutoPilotSection id={anchor} block={iconGridView(block)} />
    case "platform_grid": return <BusinessProcessAutomation id={anchor} block={platformGridView(block)} />
    case "tools_highlights": return <AiPoweredDevelopment id={anchor} block={toolsHighlightsView(block)} />
    case "feature_cards": return <CoreFeature id={anchor} block={featureCardsView(block)} />
    case "model_tiles": return <AiModels id={anchor} {...modelTilesView(block)} />
    case "key_features": return <KeyFeatures id={anchor ?? "features"} block={keyFeaturesView(block)} />
    default: return <PlatformCards id={anchor ?? "platforms"} platforms={cardsView(block)} />
  }
}

export const fragment = graphql`
  fragment CardsBlock on DirectusBlockCards {
    layout anchor heading highlightedText description
    items { name logo highlight description tags number title subtitle badge icon features buttonText buttonLink link highlighted }
    image { publicURL }
    imageUrl imageAlt footnoteLabel footnote
    buttonText buttonLink moreHeading
  }
`
