/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { listPagePath } from "../../content/articles"
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

/** Links to a list's pages: the newer and older pages beside every page's number, the current one marked. */
export function Pagination({ base, number, count }: { base: string; number: number; count: number }) {
  if (count <= 1) return null
  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <nav css={nav} aria-label="Pages">
      <ol>
        {number > 1 && <li><Link to={listPagePath(base, number - 1)} rel="prev">Newer</Link></li>}
        {pages.map(page => (
          <li key={page}>
            <Link to={listPagePath(base, page)} aria-current={page === number ? "page" : undefined} aria-label={`Page ${page}`}>{page}</Link>
          </li>
        ))}
        {number < count && <li><Link to={listPagePath(base, number + 1)} rel="next">Older</Link></li>}
      </ol>
    </nav>
  )
}
