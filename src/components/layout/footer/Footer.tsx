/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { SITE } from "../../../config/site"
import { mq, theme } from "../../../styles/theme"
import { Container } from "../../ui/Container"
import { Icon } from "../../ui/Icon"
import { CookieSettingsButton } from "../../consent/CookieSettingsButton"
import { Logo } from "../header/Logo"
import { useShellData } from "../useShellData"
import { FooterContact } from "./FooterContact"
import { useCurrentYear } from "./useCurrentYear"

const footer = css`
  background: ${theme.color.navy}; color: ${theme.color.textOnDarkMuted}; padding: 4rem 0 0; font-size: .9375rem;
  a { color: ${theme.color.textOnDark}; text-decoration: none; }
  a:hover { color: ${theme.color.accent}; text-decoration: underline; }
  h2 { color: #fff; font-size: 1rem; margin: 0 0 1rem; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin-bottom: .55rem; }
`
const columns = css`
  display: grid; gap: 2.5rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  ${mq.lg} { grid-template-columns: 1.6fr 1fr 1fr; }
`
// && outweighs the footer's generic list reset.
const badges = css`
  && { margin: 3rem 0 0; }
  display: flex; flex-wrap: wrap; gap: .75rem; padding: 1.5rem 0; border-top: 1px solid rgba(255,255,255,.12);
  li { display: inline-flex; align-items: center; gap: .45rem; margin: 0; padding: .45rem .85rem; border-radius: ${theme.radius.pill};
    background: rgba(255,255,255,.06); color: ${theme.color.textOnDark}; font-size: .8125rem; font-weight: 600; }
  svg { color: ${theme.color.accent}; }
`
const bottom = css`
  display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; justify-content: space-between; padding: 1.25rem 0 1.5rem;
  border-top: 1px solid rgba(255,255,255,.12); font-size: .875rem;
  p { margin: 0; }
`

/** The site footer of spec 000 §2.3; contact details and copy come from the CMS settings. */
export function Footer() {
  const { nav, settings, footer: copy } = useShellData()
  const year = useCurrentYear()
  const booking = settings.contact.calendly
  return (
    <footer css={footer}>
      <Container>
        <div css={columns}>
          <div>
            <Logo tone="dark" />
            <p css={css`margin: 1rem 0 1.5rem; max-width: 380px;`}>{copy.description}</p>
            <FooterContact contact={settings.contact} copy={copy} />
          </div>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">{copy.servicesHeading}</h2>
            <ul>
              {nav.services.map(link => (
                <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-ctas">
            <h2 id="footer-ctas">{copy.ctasHeading}</h2>
            <ul>
              {copy.bookingLabels.map(label => (
                <li key={label}>
                  <a href={booking} target="_blank" rel="noopener noreferrer">{label}</a>
                </li>
              ))}
              {copy.links.map(link => (
                <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
        </div>
        <ul css={badges} aria-label="Compliance and credentials">
          {copy.badges.map(badge => (
            <li key={badge}><Icon name="shield" size={16} />{badge}</li>
          ))}
        </ul>
        <div css={bottom}>
          <p>© {year} {SITE.name}. {copy.rights}</p>
          <span css={css`display: inline-flex; gap: 1.5rem;`}>
            <Link to="/privacy-policy">{copy.privacyLabel}</Link>
            <CookieSettingsButton css={css`color: ${theme.color.textOnDark}; text-decoration: none; &:hover { color: ${theme.color.accent}; text-decoration: underline; }`}>
              {copy.cookieSettings}
            </CookieSettingsButton>
          </span>
        </div>
      </Container>
    </footer>
  )
}
