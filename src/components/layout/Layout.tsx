import type { ReactNode } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { SITE } from "../../config/site"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { theme } from "../../styles/theme"

const shell = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; }
`
const bar = css`
  display: flex; gap: 1.5rem; align-items: center; padding: 1rem 1.5rem;
  background: ${theme.color.navy}; color: ${theme.color.textOnDark};
  a { color: inherit; text-decoration: none; }
`

/** `legal` marks legal pages (privacy policy); the shell passes it to the header. */
export function Layout({ children }: { children: ReactNode; legal?: boolean }) {
  return (
    <div css={shell}>
      <GlobalStyles />
      <header css={bar}>
        <Link to="/">{SITE.shortName}</Link>
        <nav aria-label="Main">
          <Link to="/services">Services</Link> <Link to="/industries">Industries</Link>{" "}
          <Link to="/portfolios">Portfolio</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer css={bar}>© {new Date().getFullYear()} {SITE.name}</footer>
    </div>
  )
}
