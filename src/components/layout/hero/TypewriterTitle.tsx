/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { splitTitle } from "../../../content/hero"
import { useTypewriter } from "./useTypewriter"

const drawn = css`
  mark { background: none; color: ${theme.color.accent}; }
  .pending { visibility: hidden; }
  .next { position: relative; }
  .next::before {
    content: ""; position: absolute; left: 0; top: .1em; bottom: .02em; width: .06em;
    background: ${theme.color.accent}; visibility: visible;
  }
`

/** Each character in its own box: typing only changes which are visible, so nothing ever moves. */
function Characters({ text, offset, count, typing }: { text: string; offset: number; count: number; typing: boolean }) {
  return (
    <>
      {Array.from(text, (char, i) => {
        const index = offset + i
        const className = [index >= count && "pending", typing && index === count && "next"].filter(Boolean).join(" ")
        return <span key={index} className={className || undefined}>{char}</span>
      })}
    </>
  )
}

/**
 * The hero title typed out without moving anything: the whole title is laid out from the start and
 * the characters not yet typed are invisible, with the caret before the next one. Screen readers and
 * crawlers read the full title once.
 */
export function TypewriterTitle({ title, primary }: { title: string; primary?: string | null }) {
  const count = useTypewriter(title)
  const [before, highlighted, after] = splitTitle(title, primary)
  const typing = count < title.length
  const characters = (text: string, offset: number) => <Characters text={text} offset={offset} count={count} typing={typing} />
  return (
    <h1 data-typing={typing}>
      <span className="visually-hidden">{title}</span>
      <span css={drawn} aria-hidden="true">
        {characters(before, 0)}
        {highlighted && <mark>{characters(highlighted, before.length)}</mark>}
        {characters(after, before.length + highlighted.length)}
      </span>
    </h1>
  )
}
