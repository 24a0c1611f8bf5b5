import { classNames } from "../../../styles/class-names"
import { splitTitle } from "../../../content/hero"
import { HERO_CLASS } from "./classes"
import { useTypewriter } from "./useTypewriter"

/** Each character in its own box: typing only changes which are visible, so nothing ever moves. */
function Characters({ text, offset, count, typing }: { text: string; offset: number; count: number; typing: boolean }) {
  return (
    <>
      {Array.from(text, (char, i) => {
        const index = offset + i
        const className = classNames(index >= count && HERO_CLASS.titlePending, typing && index === count && HERO_CLASS.titleNext)
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
      <span className={HERO_CLASS.title} aria-hidden="true">
        {characters(before, 0)}
        {highlighted && <mark>{characters(highlighted, before.length)}</mark>}
        {characters(after, before.length + highlighted.length)}
      </span>
    </h1>
  )
}
