import { graphql } from "gatsby"
import type { ReactElement } from "react"
import { layoutOf } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { LayoutOf } from "../../../plugins/gatsby-source-directus/src/block-spec"
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
import { headingId } from "../../content/blocks/common"
import { slugify } from "../../content/slug"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { cards as spec } from "./config"
import { IconCards } from "./IconCards"
import { LogoRows } from "./LogoRows"
import {
  logoCardsView, checksView, numberedView, iconCardsView, hoverPointsView, logoTilesView, besideImageView, logoRowsView,
  listWithPaneView, lettersView, logoPointsView, checkedCardsView, linkCardsView,
} from "./view"

type Block = Queries.CardsBlockFragment
/** Where a block sits: its anchor and its heading's id (unique on the page: the anchor's, else the heading's). */
type Frame = { id?: string; titleId: string; page: BlockPage }

/** Each layout's section. TypeScript refuses a layout without one. */
const LAYOUTS: Record<LayoutOf<typeof spec>, (block: Block, frame: Frame) => ReactElement> = {
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
  const layout = layoutOf(spec, block.layout)
  // The build drops a block of a layout its type does not have; a preview's draft may still hold one.
  if (!layout) return null
  const id = block.anchor ?? undefined
  return LAYOUTS[layout](block, { id, titleId: headingId(block.anchor ?? (slugify(block.heading) || null), "cards"), page })
}

export const fragment = graphql`
  fragment CardsBlock on DirectusBlockCards {
    layout anchor heading highlightedText description
    items { title logo highlight description tags number subtitle badge icon features buttonText buttonLink link highlighted }
    tone strip reveal
    image { publicURL }
    imageUrl imageAlt footnoteLabel footnote
    buttonText buttonLink moreHeading
  }
`
