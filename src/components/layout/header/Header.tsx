import { Suspense, useEffect, useMemo, useState } from "react"
import { SiteLink } from "../../ui/SiteLink"
import { classNames } from "../../../styles/class-names"
import { FRAME_CLASS } from "../../../styles/frame-classes"
import { MAIN_ID } from "../Layout"
import { Button } from "../../ui/Button"
import { Container } from "../../ui/Container"
import { useShellData } from "../useShellData"
import { HEADER_CLASS } from "./classes"
import { Logo } from "./Logo"
import { useBodyScrollLock } from "./useBodyScrollLock"
import { useScrolled } from "./useScrolled"
import { lazyNamed } from "../../../lib/lazyNamed"
import { LanguageLinks } from "../language/LanguageLinks"
import { LANGUAGE_CLASS } from "../language/classes"

// Server-rendered, hydrated when its chunk arrives: phones never show it, desktops use it on demand.
const DesktopNav = lazyNamed(() => import("./DesktopNav"), "DesktopNav")
// Only phones open it, and only on demand; pointing at or focusing the button starts the load.
const loadMobileMenu = () => import("./MobileMenu")
const MobileMenu = lazyNamed(loadMobileMenu, "MobileMenu")
// The search window and the index it reads load only once a visitor opens it (src/components/search).
const loadSearch = () => import(/* webpackChunkName: "search" */ "../../search/SearchDialog")
const SearchDialog = lazyNamed(loadSearch, "SearchDialog")

/** The sticky site header: transparent until the page scrolls past 10 px (spec 000 §2.2). */
export function Header({ legal = false }: { legal?: boolean }) {
  const { nav, settings, header } = useShellData()
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  useBodyScrollLock(menuOpen)
  // One element for the header's lifetime: a re-render (scroll, menu) that reached the menu's
  // boundary before its chunk arrived would make React drop the server-rendered menu.
  const desktopNav = useMemo(() => <Suspense fallback={null}><DesktopNav nav={nav} copy={header} /></Suspense>, [nav, header])
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false)
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [menuOpen])

  return (
    <header className={classNames(HEADER_CLASS.bar, (scrolled || menuOpen) && HEADER_CLASS.barOpaque)} data-scrolled={scrolled}>
      {/* First on the page; a link, so it works before the header hydrates (on first use). */}
      <a href={`#${MAIN_ID}`} className={FRAME_CLASS.skipLink}>{header.skipLink}</a>
      <Container>
        <div className={HEADER_CLASS.inner} data-dropdown-bounds>
          <Logo label={header.home} />
          {desktopNav}
          <div className={HEADER_CLASS.actions}>
            <LanguageLinks label={header.languages} others className={LANGUAGE_CLASS.header} />
            <button
              type="button" className={classNames(HEADER_CLASS.navItem, HEADER_CLASS.search)} aria-label={header.search.label} aria-haspopup="dialog"
              onPointerEnter={loadSearch} onFocus={loadSearch} onTouchStart={loadSearch} onClick={() => setSearchOpen(true)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.35-4.35" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <Button href={settings.bookingLink} className={HEADER_CLASS.cta}>{header.buttonText}</Button>
            <button
              type="button"
              className={classNames(HEADER_CLASS.navItem, HEADER_CLASS.burger)}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? header.closeMenu : header.openMenu}
              onPointerEnter={loadMobileMenu}
              onTouchStart={loadMobileMenu}
              onFocus={loadMobileMenu}
              onClick={() => setMenuOpen(open => !open)}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={menuOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </Container>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog copy={header.search} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu nav={nav} copy={header} bookingLink={settings.bookingLink} onNavigate={() => setMenuOpen(false)} />
        </Suspense>
      )}
      {legal && (
        <div className={HEADER_CLASS.legal}>
          <Container>
            <span>{header.legalLabel}</span>
            <SiteLink to="/privacy-policy">{header.privacyLabel}</SiteLink>
          </Container>
        </div>
      )}
    </header>
  )
}
