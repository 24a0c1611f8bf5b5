import { graphql } from "gatsby"
import { LetterCards } from "./LetterCards"
import { CardsBesideImage } from "./CardsBesideImage"
import { LinkCards } from "./LinkCards"
import { LogoCards } from "./LogoCards"
import { HoverPointCards } from "./HoverPointCards"
import { LogoTiles } from "./LogoTiles"
import { CheckLine } from "./CheckLine"
import { NumberedCards } from "./NumberedCards"
import { ListWithPane } from "./pane/ListWithPane"
import { LogoPointCards } from "./LogoPointCards"
import { CheckedCards } from "./CheckedCards"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { cards as spec } from "./config"
import { IconCards } from "./IconCards"
import { LogoRows } from "./LogoRows"
import {
  logoCardsView, checksView, numberedView, iconCardsView, hoverPointsView, logoTilesView, besideImageView, logoRowsView,
  listWithPaneView, lettersView, logoPointsView, checkedCardsView, linkCardsView,
} from "./view"

type Block = Queries.CardsBlockFragment

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  icons: (block, { id, titleId }) => <IconCards id={id} titleId={titleId} view={iconCardsView(block)} />,
  numbered: (block, { id }) => <NumberedCards id={id} coreFeatures={numberedView(block)} />,
  list_with_pane: (block, { id, page }) => <ListWithPane id={id} showcase={listWithPaneView(block, page.name)} />,
  logo_cards: (block, { id }) => <LogoCards id={id ?? "platforms"} platforms={logoCardsView(block)} />,
  logo_points: (block, { id }) => <LogoPointCards id={id} socialPlatforms={logoPointsView(block)} />,
  logo_rows: (block, { id, titleId }) => <LogoRows id={id} titleId={titleId} view={logoRowsView(block)} />,
  logo_tiles: (block, { id }) => <LogoTiles id={id} {...logoTilesView(block)} />,
  letters: (block, { id, titleId }) => <LetterCards id={id} headingId={titleId} block={lettersView(block)} />,
  beside_image: (block, { id, titleId }) => <CardsBesideImage id={id} headingId={titleId} block={besideImageView(block)} />,
  checks: (block, { id }) => <CheckLine id={id} {...checksView(block)} />,
  checked_cards: (block, { id, page }) => <CheckedCards id={id} techList={checkedCardsView(block)} bookingLink={pageRecords(page).bookingLink} />,
  link_cards: (block, { id }) => <LinkCards id={id} {...linkCardsView(block)} />,
  hover_points: (block, { id }) => <HoverPointCards id={id ?? "features"} block={hoverPointsView(block)} />,
}

/** A set of cards, in the block's layout (config.ts). */
export function CardsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment CardsBlock on DirectusBlockCards {
    layout anchor heading highlightedText description
    items { title logo { publicURL } logoUrl highlight description tags number subtitle badge icon features buttonText buttonLink link highlighted }
    tone strip reveal
    image { publicURL }
    imageUrl imageAlt footnoteLabel footnote
    buttonText buttonLink moreHeading
  }
`
