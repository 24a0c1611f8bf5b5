/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { mq } from "../../styles/theme"
import { Card } from "./Card"
import type { CardProps } from "./Card"
import { CardGrid } from "./CardGrid"
import type { CardGridProps, Columns, Gap } from "./CardGrid"
import { HorizontalStrip } from "./HorizontalStrip"
import type { HorizontalStripProps } from "./HorizontalStrip"
import { Section, sectionLead, sectionLeadOnDark } from "./Section"
import type { SectionHeadingData, SectionTone } from "./Section"

/** Past how many cards the cards slide sideways in a strip, and its geometry. */
export type CardStrip = Pick<HorizontalStripProps, "cardWidth" | "gap" | "stickyOffset" | "extraScroll"> & { after: number }

/** A second grid under the cards: other items, drawn their own way. */
export interface MoreCards<M> {
  items: readonly M[]
  keyOf: (item: M) => string
  columns: Columns
  gap: Gap
  card: (item: M) => CardProps
}

export interface CardBandProps<T, M> extends Omit<CardGridProps<T>, "children"> {
  id?: string
  heading: SectionHeadingData
  tone?: SectionTone
  /** A lead paragraph under the heading, never cut (the heading's own description is). */
  lead?: string | null
  /** Each item's card. */
  card: (item: T, index: number) => CardProps
  /** Between the heading and the cards (the word the cards' letters spell). */
  intro?: ReactNode
  /** What the cards stand beside from lg: a picture (centred on the cards' height) or a text (from the top, further off). */
  beside?: { picture: ReactNode } | { text: ReactNode }
  /** With no items, this card alone in their place, centred (there are none, and what to do instead). */
  empty?: CardProps
  /** Under the cards, before the footer (tiles of figures under rows of logos). */
  more?: MoreCards<M>
  /** Under the cards (a button, a labelled line). */
  footer?: ReactNode
  strip?: CardStrip
}

const moreBelow = css`margin-top: 2.5rem;`
const alone = css`max-width: 560px; margin: 0 auto;`
const besideLayout = css`display: grid; ${mq.lg} { grid-template-columns: 1.2fr 1fr; }`
const besidePicture = css`
  gap: 2rem; align-items: center;
  img { width: 100%; height: auto; aspect-ratio: 2 / 1; display: block; }
`
/** Beside a text taller than them, the cards' rows grow to its height. */
const besideText = css`gap: 2.5rem; > div:last-child { display: grid; }`

/**
 * A band of cards under its heading: a grid of `Card`s (each layout says how they look), or, with a
 * strip and more cards than it allows in a grid, a row that slides sideways as the page scrolls,
 * pinned with the heading and its lead.
 */
export function CardBand<T, M = never>({ id, heading, tone, lead, card, intro, beside, empty, more, footer, strip, ...grid }: CardBandProps<T, M>) {
  const leadParagraph = lead && <p css={[sectionLead, tone === "dark" && sectionLeadOnDark]}>{lead}</p>
  const cards = grid.items.length === 0 && empty
    ? <div css={alone}><Card {...empty} /></div>
    : <CardGrid {...grid}>{(item, i) => <Card {...card(item, i)} />}</CardGrid>
  return (
    <Section tone={tone} id={id} heading={heading}>
      {headingElement => (
        <>
          {strip && grid.items.length > strip.after ? (
            <HorizontalStrip label={grid.label ?? heading.title ?? ""} {...strip} header={<>{headingElement}{leadParagraph}</>}>
              {grid.items.map((item, i) => <Card key={grid.keyOf(item)} {...card(item, i)} />)}
            </HorizontalStrip>
          ) : (
            <>
              {headingElement}
              {leadParagraph}
              {intro}
              {beside ? (
                <div css={[besideLayout, "picture" in beside ? besidePicture : besideText]}>
                  {"picture" in beside ? beside.picture : beside.text}<div>{cards}{footer}</div>
                </div>
              ) : cards}
              {more && more.items.length > 0 && (
                <CardGrid items={more.items} keyOf={more.keyOf} columns={more.columns} gap={more.gap} css={moreBelow}>
                  {item => <Card {...more.card(item)} />}
                </CardGrid>
              )}
            </>
          )}
          {!beside && footer}
        </>
      )}
    </Section>
  )
}
