/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { RevealItem } from "../../components/sections/Reveal"
import { ActionButton } from "../../components/sections/ActionButton"
import { CardBand } from "../../components/sections/CardBand"
import { actions, sectionHeading } from "../../components/sections/Section"
import { Button } from "../../components/ui/Button"
import { NearImg } from "../../components/ui/NearImg"
import { CORE_FEATURES_STRIP, CORE_FEATURES_STRIP_FROM } from "../../content/showcase"
import { theme } from "../../styles/theme"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import {
  LINK_CARD_ROWS, checkedCard, figureTile, hoverPointCard, iconCard, letterCard, linkCard, logoCard, logoPointCard, logoRow, logoTile, numberedCard,
  placeCard,
} from "./card-props"
import { CheckLine } from "./CheckLine"
import { cards as spec } from "./config"
import { ListWithPane } from "./pane/ListWithPane"
import {
  logoCardsView, checksView, numberedView, iconCardsView, hoverPointsView, logoTilesView, besideImageView, logoRowsView,
  listWithPaneView, lettersView, logoPointsView, checkedCardsView, linkCardsView,
} from "./view"

type Block = Queries.CardsBlockFragment

/** The icon cards' strip (spec 000 §2.9, spec 001 §9): more than 4 cards. */
const ICON_STRIP = { cardWidth: 392, gap: 32, stickyOffset: 80, after: 4 } as const
const NUMBERED_STRIP = { ...CORE_FEATURES_STRIP, after: CORE_FEATURES_STRIP_FROM - 1 }

const acronym = css`text-align: center; font-size: clamp(1.75rem, 6vw, 2.75rem); font-weight: 800; letter-spacing: .35em; color: ${theme.color.primary}; margin: -1rem 0 2rem;`
const footnote = css`margin-top: 1.5rem; color: ${theme.color.textMuted}; strong { color: ${theme.color.navy}; }`

/** Each layout's section: its cards (card-props.ts) in their band. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  // Two a row for two or four cards, three for a multiple of three, else up to four.
  icons: (block, { id, titleId }) => {
    const { section, cards, tone, strip, reveal, button } = iconCardsView(block)
    const count = cards.length
    return (
      <CardBand id={id} tone={tone} heading={sectionHeading(titleId, section, { description: false })} lead={section.description}
        items={cards} keyOf={card => card.title} label={section.heading} strip={strip ? ICON_STRIP : undefined} item={reveal ? RevealItem : undefined}
        columns={{ md: Math.min(count, 2), lg: count % 3 === 0 ? 3 : Math.min(count, 4) }}
        card={card => ({ ...iconCard(card), footer: card.button && <ActionButton button={card.button} /> })}
        footer={button && <div css={actions}><ActionButton button={button} strict /></div>}
      />
    )
  },
  // From 6 cards a pinned strip on desktop.
  numbered: (block, { id = "core-features" }) => {
    const { section, cards } = numberedView(block)
    return (
      <CardBand id={id} tone="alt" heading={sectionHeading(`${id}-heading`, section)} items={cards} keyOf={card => String(card.cardNumber)}
        label={section.heading} data={{ "data-pinned": "false" }} strip={NUMBERED_STRIP} columns={{ md: 2, lg: { fit: 260 } }} card={numberedCard}
      />
    )
  },
  list_with_pane: (block, { id, page }) => <ListWithPane id={id} showcase={listWithPaneView(block, page.name)} />,
  logo_cards: (block, { id = "platforms" }) => {
    const { section, cards } = logoCardsView(block)
    const count = cards.length
    return (
      <CardBand id={id} heading={sectionHeading(`${id}-heading`, section)} items={cards} keyOf={card => card.name} gap={1.25}
        columns={{ md: 2, lg: count === 5 ? 3 : count, xl: count }} card={logoCard}
      />
    )
  },
  logo_points: (block, { id = "social-platforms" }) => {
    const { section, platforms } = logoPointsView(block)
    return (
      <CardBand id={id} heading={sectionHeading(`${id}-heading`, section)} items={platforms} keyOf={card => card.name} gap={1.25}
        columns={{ md: 2, lg: 3 }} card={logoPointCard}
      />
    )
  },
  // Logos beside a name and a text; the cards without a logo as dark tiles with a figure; the block's button.
  logo_rows: (block, { id, titleId }) => {
    const { section, logos, tiles, tone, button } = logoRowsView(block)
    return (
      <CardBand id={id} tone={tone} heading={sectionHeading(titleId, section)} items={logos} keyOf={item => item.name} label={section.heading}
        gap={1.25} columns={{ md: 2, lg: 3 }} card={logoRow}
        more={{ items: tiles, keyOf: tile => tile.title, gap: 1.25, columns: { md: 3 }, card: figureTile }}
        footer={button && <div css={actions}><ActionButton button={button} /></div>}
      />
    )
  },
  logo_tiles: (block, { id }) => {
    const { section, models } = logoTilesView(block)
    return (
      <CardBand id={id} tone="alt" heading={sectionHeading(`${id ?? "ai-models"}-title`, section)} items={models} keyOf={model => model.name}
        gap={1} columns={{ base: 2, md: 4, lg: 6 }} card={logoTile}
      />
    )
  },
  letters: (block, { id, titleId }) => {
    const { section, cards } = lettersView(block)
    return (
      <CardBand id={id} tone="alt" heading={sectionHeading(titleId, section)} items={cards} keyOf={card => `${card.badge}-${card.title}`}
        intro={<p css={acronym} aria-hidden="true">{cards.map(card => card.badge).join("")}</p>}
        item={RevealItem} gap={1.25} columns={{ md: 2, xl: 4 }} card={letterCard}
      />
    )
  },
  // Cards of places beside the block's picture, and a labelled line under them.
  beside_image: (block, { id, titleId }) => {
    const { section, cards, image, footnote: line } = besideImageView(block)
    return (
      <CardBand id={id} heading={sectionHeading(titleId, section)} items={cards} keyOf={card => card.title} item={RevealItem} gap={1} columns={{}}
        beside={image ? { picture: <NearImg src={image.src} alt={image.alt} width={800} height={400} /> } : undefined} card={placeCard}
        footer={line && <p css={footnote}><strong>{line.label}:</strong> {line.text}</p>}
      />
    )
  },
  checks: (block, { id, titleId }) => <CheckLine id={id} headingId={titleId} {...checksView(block)} />,
  // The button under the cards goes to a site path, else the booking link.
  checked_cards: (block, { id = "technologies", page }) => {
    const { section, ctaText, ctaLink, techItems } = checkedCardsView(block)
    return (
      <CardBand id={id} heading={sectionHeading(`${id}-heading`, section)} items={techItems} keyOf={item => item.title}
        gap={{ base: 1, lg: 1.5 }} columns={{ md: 2, lg: 3 }} card={checkedCard}
        footer={<div css={actions}>
          {ctaLink ? <Button to={ctaLink} variant="secondary">{ctaText}</Button> : <Button href={pageRecords(page).bookingLink}>{ctaText}</Button>}
        </div>}
      />
    )
  },
  // Each card's parts in line with the others' in its row, however long each card's copy is.
  link_cards: (block, { id = "verticals" }) => {
    const { section, cards, linkText } = linkCardsView(block)
    return (
      <CardBand id={id} tone="dark" heading={sectionHeading(`${id}-title`, section, { description: false })} lead={section.description}
        items={cards} keyOf={card => card.title} rows={LINK_CARD_ROWS} gap={1.25} columns={{ md: 2, xl: 4 }} card={linkCard(linkText)}
      />
    )
  },
  // A case study's key features.
  hover_points: (block, { id = "features" }) => {
    const { section, features, benefitsLabel, hint } = hoverPointsView(block)
    if (features.length === 0) return null
    return (
      <CardBand id={id} tone="alt" heading={sectionHeading(`${id}-title`, section)} items={features} keyOf={feature => feature.title}
        columns={{ md: 2, xl: 3 }} card={hoverPointCard(benefitsLabel, hint)}
      />
    )
  },
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
    words { showcaseListLabel showcasePaneLabel showcaseItemLabel featuresLabel strengthsLabel }
    image { publicURL }
    imageUrl imageAlt footnoteLabel footnote
    buttonText buttonLink moreHeading
  }
`
