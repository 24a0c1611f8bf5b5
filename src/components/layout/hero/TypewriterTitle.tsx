import { css } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { splitTitle } from "../../../content/hero"
import { useTypewriter } from "./useTypewriter"

const box = css`
  display: grid;
  & > span { grid-area: 1 / 1; }
  mark { background: none; color: ${theme.color.accent}; }
`
const caret = css`
  display: inline-block; width: .06em; height: 1em; margin-right: -.06em; vertical-align: -.12em;
  background: ${theme.color.accent};
`

function Highlighted({ parts, count }: { parts: [string, string, string]; count: number }) {
  const [before, primary, after] = parts
  const take = (text: string, offset: number) => text.slice(0, Math.max(0, count - offset))
  return (
    <>
      {take(before, 0)}
      {primary && <mark>{take(primary, before.length)}</mark>}
      {take(after, before.length + primary.length)}
    </>
  )
}

/**
 * The hero title typed out without moving anything: the full title, invisible, reserves the box
 * and the typed part is drawn over it. Screen readers and crawlers read the full title once.
 */
export function TypewriterTitle({ title, primary }: { title: string; primary?: string | null }) {
  const count = useTypewriter(title)
  const parts = splitTitle(title, primary)
  const typing = count < title.length
  return (
    <h1 data-typing={typing}>
      <span className="visually-hidden">{title}</span>
      <span css={box} aria-hidden="true">
        <span css={css`visibility: hidden;`}>
          <Highlighted parts={parts} count={title.length} />
        </span>
        <span>
          <Highlighted parts={parts} count={count} />
          {typing && <span css={caret} />}
        </span>
      </span>
    </h1>
  )
}
