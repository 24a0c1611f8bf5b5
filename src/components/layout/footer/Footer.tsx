import { SiteLink } from "../../ui/SiteLink"
import { SITE } from "../../../config/site"
import { Container } from "../../ui/Container"
import { Icon } from "../../ui/Icon"
import { CookieSettingsButton } from "../../consent/CookieSettingsButton"
import { Logo } from "../header/Logo"
import { useShellData } from "../useShellData"
import { FOOTER_CLASS } from "./classes"
import { FooterContact } from "./FooterContact"
import { useCurrentYear } from "./useCurrentYear"
import { LanguageLinks } from "../language/LanguageLinks"
import { FOOTER_ID } from "../Layout"

/** The site footer of spec 000 §2.3; contact details and copy come from the CMS settings. */
export function Footer() {
  const { nav, settings, footer: copy } = useShellData()
  const year = useCurrentYear()
  const booking = settings.contact.calendly
  return (
    <footer id={FOOTER_ID} className={FOOTER_CLASS.footer}>
      <Container>
        <div className={FOOTER_CLASS.columns}>
          <div>
            <Logo tone="dark" label={copy.home} />
            <p className={FOOTER_CLASS.description}>{copy.description}</p>
            <FooterContact contact={settings.contact} copy={copy} />
          </div>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">{copy.servicesHeading}</h2>
            <ul>
              {nav.services.map(link => (
                <li key={link.to}><SiteLink to={link.to}>{link.label}</SiteLink></li>
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
                <li key={link.to}><SiteLink to={link.to}>{link.label}</SiteLink></li>
              ))}
            </ul>
          </nav>
        </div>
        <ul className={FOOTER_CLASS.badges} aria-label={copy.badgesLabel}>
          {copy.badges.map(badge => (
            <li key={badge}><Icon name="shield" size={16} />{badge}</li>
          ))}
        </ul>
        <div className={FOOTER_CLASS.bottom}>
          <p>© {year} {SITE.name}. {copy.rights}</p>
          <LanguageLinks label={copy.languages} />
          <span className={FOOTER_CLASS.legalLinks}>
            <SiteLink to="/privacy-policy">{copy.privacyLabel}</SiteLink>
            <CookieSettingsButton className={FOOTER_CLASS.cookieSettings}>
              {copy.cookieSettings}
            </CookieSettingsButton>
          </span>
        </div>
      </Container>
    </footer>
  )
}
