/** @jsxImportSource @emotion/react */
import { useRef, useState } from "react"
import { css } from "@emotion/react"
import { hiddenOnMobile } from "../../content/showcase"
import type { IconName } from "../../content/types/icon"
import type { LabeledStat } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { figureFirst } from "../../styles/figure"
import { mobileHidden, mobileOnly } from "../../styles/mobile"
import { Icon } from "../../components/ui/Icon"

/**
 * How the two columns are told apart: `tinted`, the first red (what goes wrong), the second green (what
 * fixes it), each entry a white card; `highlighted`, the first plain, the second dark and ringed (the
 * better one), each entry a line.
 */
export type ColumnsLook = "tinted" | "highlighted"

/** An entry: its icon, and its text; with a title, a bold lead line between them. */
export interface ColumnEntry {
  icon: IconName
  text: string
  title?: string
  lead?: string
}

export interface ComparedColumn {
  title: string
  /** Beside the title. */
  icon?: IconName
  /** Figures over the entries, each over its label's place (the label first for screen readers). */
  figures?: LabeledStat[]
  entries: ColumnEntry[]
  /** Each entry's data-testid. */
  testId?: string
  /** Under 768 px only the first `visible` entries, until this button (once) shows the list `listId` whole. */
  more?: { text: string; visible: number; listId: string }
}

export interface ComparedColumnsProps {
  look: ColumnsLook
  columns: [ComparedColumn, ComparedColumn]
  /** A figure between the columns (the difference between them). */
  between?: LabeledStat
}

/** A column's colours: its box, its title, its icons, its figures and their labels. */
interface Tone { background: string; border: string; color?: string; heading: string; mark: string; figure: string; caption: string }

const LOOKS: Record<ColumnsLook, { tones: [Tone, Tone]; gap: string; padding: string; entryGap: string; iconSize: number; iconTop: string; entry?: string }> = {
  tinted: {
    tones: [
      { background: "#FEF2F2", border: "1px solid #FECACA", heading: theme.color.danger, mark: theme.color.danger, figure: theme.color.danger, caption: theme.color.textMuted },
      { background: "#ECFDF5", border: "1px solid #A7F3D0", heading: theme.color.success, mark: theme.color.success, figure: theme.color.success, caption: theme.color.textMuted },
    ],
    gap: "2rem", padding: "1.5rem", entryGap: ".9rem", iconSize: 22, iconTop: ".15rem",
    entry: `padding: 1rem; border-radius: ${theme.radius.md}; background: #fff;`,
  },
  highlighted: {
    tones: [
      { background: "#fff", border: `1px solid ${theme.color.border}`, color: theme.color.text, heading: theme.color.navy, mark: theme.color.textMuted, figure: theme.color.danger, caption: theme.color.textMuted },
      { background: theme.color.navy, border: `2px solid ${theme.color.primary}`, color: theme.color.textOnDark, heading: "#fff", mark: theme.color.accent, figure: theme.color.accent, caption: theme.color.textOnDarkMuted },
    ],
    gap: "1.5rem", padding: "2rem", entryGap: ".5rem", iconSize: 18, iconTop: ".25rem",
  },
}

const grid = (gap: string, between: boolean) => css`display: grid; gap: ${gap}; ${mq.lg} { grid-template-columns: ${between ? "1fr auto 1fr" : "1fr 1fr"}; }`
const frame = (look: ColumnsLook, tone: Tone) => {
  const { padding, entryGap, iconTop, entry = "" } = LOOKS[look]
  return css`
    padding: ${padding}; border-radius: ${theme.radius.lg}; background: ${tone.background}; border: ${tone.border}; ${tone.color ? `color: ${tone.color};` : ""}
    h3 { display: flex; align-items: center; gap: .5rem; font-size: 1.3rem; color: ${tone.heading}; }
    dl { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 0 0 1.5rem; }
    dl div { ${figureFirst} }
    dt { font-size: .85rem; color: ${tone.caption}; }
    dd { margin: 0; font-size: 1.9rem; font-weight: 800; color: ${tone.figure}; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${entryGap}; }
    li { display: flex; gap: ${entryGap}; ${entry} }
    li > svg { flex: none; color: ${tone.mark}; margin-top: ${iconTop}; }
    h4 { margin: 0 0 .25rem; font-size: 1.05rem; }
    p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
    .short { font-weight: 600; color: ${theme.color.text}; margin-bottom: .25rem; }
  `
}
const moreButton = css`
  margin-top: 1rem; width: 100%;
  min-height: 44px; padding: .7rem 1rem; border-radius: ${theme.radius.pill}; font: inherit; font-weight: 600; cursor: pointer;
  background: #fff; color: ${theme.color.navy}; border: 2px solid ${theme.color.navy};
`
const badge = css`
  align-self: center; justify-self: center; text-align: center; padding: 1.25rem 1.5rem; border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primary}, #3B2FC9); color: #fff;
  strong { display: block; font-size: 2.5rem; line-height: 1; }
  span { font-size: .9rem; }
`

function Column({ column, look, side }: { column: ComparedColumn; look: ColumnsLook; side: 0 | 1 }) {
  const { title, icon, figures, entries, testId, more } = column
  const [expanded, setExpanded] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  // The button disappears once pressed: focus moves to the first entry it revealed.
  const expand = (visible: number) => {
    setExpanded(true)
    requestAnimationFrame(() => (list.current?.children[visible] as HTMLElement | undefined)?.focus())
  }
  return (
    <div css={frame(look, LOOKS[look].tones[side])}>
      <h3>{icon && <Icon name={icon} size={22} />}{title}</h3>
      {figures && (
        <dl>{figures.map(figure => <div key={figure.label}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>)}</dl>
      )}
      <ul id={more?.listId} ref={list}>
        {entries.map((entry, index) => (
          <li key={index} css={more && hiddenOnMobile(index, more.visible, expanded) ? mobileHidden : undefined} data-testid={testId} tabIndex={more ? -1 : undefined}>
            <Icon name={entry.icon} size={LOOKS[look].iconSize} />
            {entry.title === undefined ? entry.text : (
              <div>
                <h4>{entry.title}</h4>
                <p className="short">{entry.lead}</p>
                <p>{entry.text}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {more && !expanded && entries.length > more.visible && (
        <button type="button" className="more" css={[moreButton, mobileOnly]} aria-controls={more.listId} onClick={() => expand(more.visible)}>
          {more.text}
        </button>
      )}
    </div>
  )
}

/** Two columns compared side by side (stacked under 1024 px), the second the better one; a figure between them if given. */
export function ComparedColumns({ look, columns: [first, second], between }: ComparedColumnsProps) {
  return (
    <div css={grid(LOOKS[look].gap, between !== undefined)}>
      <Column column={first} look={look} side={0} />
      {between && <p css={badge}><strong>{between.value}</strong><span>{between.label}</span></p>}
      <Column column={second} look={look} side={1} />
    </div>
  )
}
