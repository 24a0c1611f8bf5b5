/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LinkButton } from "../../content/blocks/link-buttons"
import type { IconLink } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { LinkButtons } from "../ui/LinkButtons"
import { NearImg } from "../ui/NearImg"
import { Section, cardStyle } from "./Section"
import { TagList } from "./TagList"

/**
 * What the text stands beside from lg: a picture (2:1, the wider column, centred on the text's
 * height) or a box of facts (the narrower column, from the top; a box with nothing in it is left out).
 */
export type TextAside = { picture: { src: string; alt: string } } | { facts: Facts }

export interface TextBesideProps {
  /** The section's anchor. */
  id?: string
  /** The heading's id: the heading names the section. */
  titleId: string
  title: string
  /** The heading's size: 1.9rem, or large (2 to 2.75rem with the viewport's width). */
  titleSize?: "md" | "lg"
  text: string
  /** Lines under the text, each with its icon, a link where it has one (an email address, a phone number). */
  lines?: readonly IconLink[]
  /** Titled paragraphs in cards, two a row from md. */
  paragraphs?: readonly { title: string; text: string }[]
  buttons?: readonly LinkButton[]
  aside?: TextAside
}

const lineList = css`
  list-style: none; margin: 1.5rem 0; padding: 0; display: grid; gap: .9rem;
  li { display: flex; gap: .75rem; align-items: center; } svg { color: ${theme.color.primary}; flex: none; }
  a { color: ${theme.color.navy}; font-weight: 600; }
`

/** Lines, each with its icon, a link where it has one. */
function IconLines({ lines }: { lines: readonly IconLink[] }) {
  return (
    <ul css={lineList}>
      {lines.map(line => <li key={line.label}><Icon name={line.icon} />{line.href ? <a href={line.href}>{line.label}</a> : line.label}</li>)}
    </ul>
  )
}

/** A titled box of facts, each a label over its value, then pills under their label. */
export interface Facts {
  title: string
  items: readonly { label: string; value: string }[]
  tags?: { label: string; items: readonly string[] }
  /** Kept in view from lg while the text beside it scrolls. */
  sticky?: boolean
}

const box = css`h2 { font-size: 1.25rem; color: ${theme.color.navy}; margin: 0 0 1rem; }`
const sticky = css`${mq.lg} { position: sticky; top: 96px; }`
const list = css`
  margin: 0; display: grid; gap: .9rem;
  dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.textMuted}; font-weight: 600; }
  dd { margin: .15rem 0 0; font-weight: 600; color: ${theme.color.navy}; }
  dd.tags { margin-top: .4rem; }
`

/** The box in an aside named by its title. */
function FactsBox({ id, facts }: { id: string; facts: Facts }) {
  const { tags } = facts
  return (
    <aside aria-labelledby={id}>
      <div css={[cardStyle, box, facts.sticky && sticky]}>
        <h2 id={id}>{facts.title}</h2>
        <dl css={list}>
          {facts.items.map(({ label, value }) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
          {tags && tags.items.length > 0 && (
            <div><dt>{tags.label}</dt><dd className="tags"><TagList items={tags.items} tone="primary" /></dd></div>
          )}
        </dl>
      </div>
    </aside>
  )
}

const grid = css`display: grid; gap: 2.5rem;`
const COLUMNS = {
  picture: css`align-items: center; ${mq.lg} { grid-template-columns: 1fr 1.2fr; }`,
  facts: css`${mq.lg} { grid-template-columns: 1.6fr 1fr; }`,
}
const TITLE_SIZES = { md: "1.9rem", lg: "clamp(2rem, 5vw, 2.75rem)" }
const title = (size: "md" | "lg") => css`font-size: ${TITLE_SIZES[size]}; color: ${theme.color.navy}; margin: 0 0 1rem;`
const lead = css`color: ${theme.color.textMuted}; font-size: 1.05rem;`
const paragraphGrid = css`display: grid; gap: 1.25rem; margin-top: 2rem; ${mq.md} { grid-template-columns: 1fr 1fr; }`
const buttonRow = css`display: flex; flex-wrap: wrap; gap: 1rem;`
const picture = css`width: 100%; height: auto; aspect-ratio: 2 / 1; display: block;`

const isEmpty = (facts: Facts) => facts.items.length === 0 && (facts.tags?.items.length ?? 0) === 0

/**
 * A section of a titled text (its lines, titled paragraphs and buttons, each optional) beside a
 * picture or a box of facts; one column below lg.
 */
export function TextBeside({ id, titleId, title: heading, titleSize = "md", text, lines = [], paragraphs = [], buttons = [], aside }: TextBesideProps) {
  const shown = aside && ("picture" in aside || !isEmpty(aside.facts)) ? aside : undefined
  return (
    <Section id={id} labelledBy={titleId}>
      <div css={[grid, shown && COLUMNS["picture" in shown ? "picture" : "facts"]]}>
        <div>
          <h2 id={titleId} css={title(titleSize)}>{heading}</h2>
          <p css={lead}>{text}</p>
          {lines.length > 0 && <IconLines lines={lines} />}
          {paragraphs.length > 0 && (
            <div css={paragraphGrid}>
              {paragraphs.map(paragraph => <div key={paragraph.title} css={cardStyle}><h3>{paragraph.title}</h3><p>{paragraph.text}</p></div>)}
            </div>
          )}
          {buttons.length > 0 && <div css={buttonRow}><LinkButtons buttons={buttons} /></div>}
        </div>
        {shown && ("picture" in shown
          ? <NearImg src={shown.picture.src} alt={shown.picture.alt} width={800} height={400} css={picture} />
          : <FactsBox id={`${titleId}-facts`} facts={shown.facts} />)}
      </div>
    </Section>
  )
}
