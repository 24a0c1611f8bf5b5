/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { cardStyle } from "../../components/sections/Section"
import type { TextWithFactsView } from "./view"

const layout = css`
  display: grid; gap: 2.5rem; ${mq.lg} { &:has(> aside) { grid-template-columns: 1.6fr 1fr; } }
  h2 { font-size: 1.9rem; color: ${theme.color.navy}; margin: 0 0 1rem; }
  .text > p { color: ${theme.color.textMuted}; font-size: 1.05rem; }
  .paragraphs { display: grid; gap: 1.25rem; margin-top: 2rem; ${mq.md} { grid-template-columns: 1fr 1fr; } }
  .paragraphs h3 { color: ${theme.color.navy}; }
  aside h2 { font-size: 1.25rem; }
  dl { margin: 0; display: grid; gap: .9rem; }
  dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.textMuted}; font-weight: 600; }
  dd { margin: .15rem 0 0; font-weight: 600; color: ${theme.color.navy}; }
  .tags { list-style: none; margin: .4rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
  .tags li { font-size: .78rem; font-weight: 600; padding: .25rem .6rem; border-radius: ${theme.radius.pill}; background: rgba(91,77,232,.08); color: ${theme.color.primaryHover}; }
  ${mq.lg} { aside > div { position: sticky; top: 96px; } }
`

/** A titled text with its titled paragraphs, beside a box of facts and tags (kept in view on wide screens). */
export function TextWithFacts({ titleId, view }: { titleId: string; view: TextWithFactsView }) {
  const { facts, tags, paragraphs } = view
  const factsId = `${titleId}-facts`
  return (
    <div css={layout}>
      <div className="text">
        <h2 id={titleId}>{view.heading}</h2>
        <p>{view.text}</p>
        {paragraphs.length > 0 && (
          <div className="paragraphs">
            {paragraphs.map(paragraph => <div key={paragraph.title} css={cardStyle}><h3>{paragraph.title}</h3><p>{paragraph.text}</p></div>)}
          </div>
        )}
      </div>
      {(facts.length > 0 || tags.length > 0) && <aside aria-labelledby={factsId}>
        <div css={cardStyle}>
          <h2 id={factsId}>{view.factsTitle}</h2>
          <dl>
            {facts.map(({ label, value }) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
            {tags.length > 0 && (
              <div><dt>{view.tagsLabel}</dt><dd><ul className="tags">{tags.map(tag => <li key={tag}>{tag}</li>)}</ul></dd></div>
            )}
          </dl>
        </div>
      </aside>}
    </div>
  )
}
