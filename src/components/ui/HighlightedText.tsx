import type { ReactNode } from "react"
import { UI_CLASS } from "./classes"

/** Hyphenated words ("Auto-Pilot") stay on one line: broken at the hyphen they read as two words. */
function keepHyphenatedWhole(text: string): ReactNode {
  const parts = text.split(/(\S+-\S+)/)
  if (parts.length === 1) return text
  return parts.map((part, i) => (i % 2 === 1 ? <span key={i} className={UI_CLASS.highlightWhole}>{part}</span> : part))
}

/** Renders `text` with its `highlight` part in a <mark> (styled by the parent): every heading's highlight. */
export function HighlightedText({ text, highlight }: { text: string; highlight?: string }) {
  const at = highlight ? text.indexOf(highlight) : -1
  if (!highlight || at < 0) return <>{keepHyphenatedWhole(text)}</>
  return (
    <>
      {keepHyphenatedWhole(text.slice(0, at))}
      <mark>{keepHyphenatedWhole(highlight)}</mark>
      {keepHyphenatedWhole(text.slice(at + highlight.length))}
    </>
  )
}
