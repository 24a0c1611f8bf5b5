import { splitTitle } from "../../../content/hero"
import { graphemes } from "../../../content/text"
import { HERO_CLASS } from "./classes"
import { NOT_SEARCHED } from "../../../lib/search-marks"

/**
 * Each character (a grapheme: a letter with its marks types as one) in its own box, in title order:
 * typing only changes which are visible, so nothing ever moves.
 */
function Characters({ chars, offset }: { chars: readonly string[]; offset: number }) {
  return <>{chars.map((char, i) => <span key={offset + i}>{char}</span>)}</>
}

/**
 * The hero title typed out without moving anything and without the site's code: the whole title is
 * laid out from the start, and the head's typewriter script (src/lib/typewriter.ts) shows each
 * character at its moment (spec 000 §9), the caret before the next one. Screen readers and crawlers
 * read the full title once.
 */
export function TypewriterTitle({ title, primary }: { title: string; primary?: string | null }) {
  const [before, highlighted, after] = splitTitle(title, primary).map(graphemes)
  return (
    <h1>
      <span className="visually-hidden">{title}</span>
      <span className={HERO_CLASS.title} aria-hidden="true" {...NOT_SEARCHED}>
        <Characters chars={before} offset={0} />
        {highlighted.length > 0 && <mark><Characters chars={highlighted} offset={before.length} /></mark>}
        <Characters chars={after} offset={before.length + highlighted.length} />
      </span>
    </h1>
  )
}
