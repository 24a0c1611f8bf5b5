/** @jsxImportSource @emotion/react */
import { useEffect, useId, useRef, useState } from "react"
import type { KeyboardEvent } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { Modal } from "../ui/Modal"
import { ModalCloseButton } from "../ui/ModalCloseButton"
import type { SearchCopy } from "../../content/shell"
import { theme } from "../../styles/theme"
import { excerptParts } from "./excerpt"
import { preloadSearch, searchSite } from "./pagefind"
import type { SearchHit } from "./pagefind"

const panel = css`
  padding: 1.5rem;
  h2 { font-size: 1.25rem; color: ${theme.color.navy}; margin-block: 0 1rem; margin-inline: 0 2.5rem; }
  input {
    inline-size: 100%; min-block-size: 48px; padding: .6rem .9rem; font: inherit; font-size: 1.05rem;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; color: ${theme.color.text};
  }
  input:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; }
  [role="status"] { margin: .75rem 0 0; color: ${theme.color.textMuted}; font-size: .95rem; min-block-size: 1.4em; }
  ul { list-style: none; margin: .5rem 0 0; padding: 0; display: grid; gap: .25rem; }
  a { display: block; padding: .75rem; border-radius: ${theme.radius.md}; text-decoration: none; color: ${theme.color.text}; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceAlt}; }
  a strong { display: block; color: ${theme.color.primary}; margin-bottom: .25rem; }
  a span { font-size: .93rem; line-height: 1.55; color: ${theme.color.textMuted}; }
  mark { background: #FFF3C4; color: inherit; border-radius: 2px; }
`

/**
 * The site search (from the header): a field and the pages that match, as the visitor types. Up and
 * down move between the field and the matches; Enter follows one; Escape closes, focus back on the
 * header's button (Modal).
 */
export function SearchDialog({ copy, onClose }: { copy: SearchCopy; onClose(): void }) {
  const titleId = useId()
  const [query, setQuery] = useState("")
  const [hits, setHits] = useState<SearchHit[] | null>(null)
  const [failed, setFailed] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  useEffect(preloadSearch, [])
  useEffect(() => {
    const words = query.trim()
    if (!words) return setHits(null)
    let current = true
    searchSite(words).then(found => current && found && setHits(found), () => current && setFailed(true))
    return () => void (current = false)
  }, [query])

  const links = () => Array.from(list.current?.querySelectorAll("a") ?? [])
  const move = (event: KeyboardEvent, step: 1 | -1) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    const next = at + step
    if (next < -1 || next >= all.length) return
    event.preventDefault()
    if (next === -1) document.getElementById(`${titleId}-field`)?.focus()
    else all[next].focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") move(event, 1)
    if (event.key === "ArrowUp") move(event, -1)
  }
  const status = failed || hits?.length === 0 ? copy.empty.replaceAll("{query}", query.trim()) : hits ? copy.results.replaceAll("{count}", String(hits.length)) : ""

  return (
    <Modal labelledBy={titleId} onClose={onClose} size="lg">
      <div css={panel} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{copy.heading}</h2>
        <input
          id={`${titleId}-field`} type="search" aria-label={copy.label} placeholder={copy.placeholder} autoComplete="off"
          value={query} onChange={event => setQuery(event.target.value)}
        />
        <p role="status">{status}</p>
        {hits && hits.length > 0 && (
          <ul ref={list} aria-labelledby={titleId}>
            {hits.map(hit => (
              <li key={hit.url}>
                <Link to={hit.url} onClick={onClose}>
                  <strong>{hit.title}</strong>
                  <span>{excerptParts(hit.excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {/* Last in the tab order: the dialog opens with focus on the field (Modal focuses the first control). */}
        <ModalCloseButton onClick={onClose} />
      </div>
    </Modal>
  )
}
