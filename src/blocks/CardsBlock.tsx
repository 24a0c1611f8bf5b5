import { graphql } from "gatsby"
import { CompanyValues } from "../components/company/CompanyValues"
import { GlobalFootprint } from "../components/company/GlobalFootprint"
import { IconCards } from "../components/company/IconCards"
import { PlatformCards } from "../components/landing/PlatformCards"
import { IconBenefitSection } from "../components/sections/IconBenefitSection"
import { CoreFeatures } from "../components/service/CoreFeatures"
import { ServiceShowcase } from "../components/service/ServiceShowcase"
import { SocialPlatforms } from "../components/service/SocialPlatforms"
import { TechList } from "../components/service/TechList"
import { KeyFeatures } from "../components/portfolio/KeyFeatures"
import {
  cardsView, coreFeaturesView, iconBenefitsView, keyFeaturesView, placesView, showcaseView, simpleCardsView, socialPlatformsView, techListView,
} from "../content/blocks/cards"
import { headingId } from "../content/blocks/common"
import type { BlockProps } from "./types"

/**
 * A set of cards: platforms (logo, highlight, description, tags), icon_cards (icon, title, text),
 * values (a letter badge each, spelling a word), places (beside a map, with a footnote), the service
 * showcase (showcase), technologies with a button (tech_list), numbered features (core_features),
 * icon benefits (icon_benefits), social networks (social_platforms) or a case study's key features,
 * their benefits shown on hover or focus (key_features).
 */
export function CardsBlock({ block, page }: BlockProps<Queries.CardsBlockFragment>) {
  const anchor = block.anchor ?? undefined
  const titleId = headingId(block.anchor, "cards")
  switch (block.variant) {
    case "icon_cards": return <IconCards id={anchor} headingId={titleId} block={simpleCardsView(block)} />
    case "values": return <CompanyValues id={anchor} headingId={titleId} block={simpleCardsView(block)} />
    case "places": return <GlobalFootprint id={anchor} headingId={titleId} block={placesView(block)} />
    case "showcase": return <ServiceShowcase id={anchor} showcase={showcaseView(block)} serviceTitle={page.name} />
    case "tech_list": return <TechList id={anchor} techList={techListView(block)} bookingLink={page.bookingLink} />
    case "core_features": return <CoreFeatures id={anchor} coreFeatures={coreFeaturesView(block)} />
    case "icon_benefits": {
      const { section, cards } = iconBenefitsView(block)
      return <IconBenefitSection id={anchor} section={section} cards={cards} />
    }
    case "social_platforms": return <SocialPlatforms id={anchor} socialPlatforms={socialPlatformsView(block)} />
    case "key_features": return <KeyFeatures id={anchor ?? "features"} block={keyFeaturesView(block)} />
    default: return <PlatformCards id={anchor ?? "platforms"} platforms={cardsView(block)} />
  }
}

export const fragment = graphql`
  fragment CardsBlock on DirectusBlockCards {
    variant anchor heading highlightedText description
    items { name logo highlight description tags number title subtitle badge icon features highlighted }
    image { publicURL }
    imageUrl imageAlt footnoteLabel footnote
    buttonText buttonLink
  }
`
