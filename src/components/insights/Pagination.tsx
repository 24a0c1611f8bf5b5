/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { listPagePath } from "../../content/articles"
import { fillIn } from "../../content/words"
import { SiteLink } from "../ui/SiteLink"
import type { InsightsWords } from "./words"
import { theme } from "../../styles/theme"

const nav = css`
  margin-top: 2.5rem;
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; justify-content: center; }
  a, span {
    display: inline-flex; align-items: center; justify-content: center; min-inline-size: 44px; min-block-size: 44px; padding-inline: .9rem;
    border-radius: ${theme.radius.pill}; border: 1px solid ${theme.color.border}; font-weight: 600; text-decoration: none;
  }
  a { color: ${theme.color.primary}; background: ${theme.color.surface}; }
  a:hover { border-color: ${theme.color.primary}; }
  [aria-current="page"] { color: ${theme.color.textOnDark}; background: ${theme.color.primary}; border-color: ${theme.color.primary}; }
`

/** Links to a list's pages (`base`: its English path, as a site link takes it): the newer and older pages beside every page's number, the current one marked. */
export function Pagination({ base, number, count, words }: { base: string; number: number; count: number; words: InsightsWords }) {
  if (count <= 1) return null
  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <nav css={nav} aria-label={words.pages}>
      <ol>
        {number > 1 && <li><SiteLink to={listPagePath(base, number - 1)} rel="prev">{words.newer}</SiteLink></li>}
        {pages.map(page => (
          <li key={page}>
            <SiteLink to={listPagePath(base, page)} aria-current={page === number ? "page" : undefined} aria-label={fillIn(words.page, { number: page })}>{page}</SiteLink>
          </li>
        ))}
        {number < count && <li><SiteLink to={listPagePath(base, number + 1)} rel="next">{words.older}</SiteLink></li>}
      </ol>
    </nav>
  )
}
