import { css } from "@emotion/react"
import { mq, theme } from "../../../styles/theme"
import { HEADER_CLASS } from "./classes"

/**
 * The rules of HEADER_CLASS's elements, part of the global styles (src/styles/static-rules.ts), after
 * the ui rules: `.header-cta` refines `.button`. A modifier or refining class comes after the class it
 * refines, as both weigh one class.
 */
export const headerRules = css`
  .${HEADER_CLASS.bar} {
    position: sticky; top: 0; z-index: 50;
    background: transparent;
    box-shadow: none;
    transition: background-color .25s, box-shadow .25s;
  }
  .${HEADER_CLASS.barOpaque} {
    background: ${theme.color.surface};
    box-shadow: 0 1px 0 rgba(11,21,51,.08), 0 6px 20px rgba(11,21,51,.06);
  }
  .${HEADER_CLASS.inner} { display: flex; align-items: center; justify-content: space-between; gap: 1rem; height: ${theme.headerHeight}px; }
  .${HEADER_CLASS.actions} { display: flex; align-items: center; gap: .5rem; }
  .${HEADER_CLASS.search} { width: 44px; justify-content: center; padding: 0; }
  .${HEADER_CLASS.cta} { display: none; ${mq.lg} { display: inline-flex; } padding: .6rem 1.15rem; }
  .${HEADER_CLASS.legal} {
    background: ${theme.color.surfaceAlt}; border-top: 1px solid ${theme.color.border}; font-size: .875rem;
    div { display: flex; gap: 1rem; align-items: center; min-height: 40px; }
    span { color: ${theme.color.textMuted}; font-weight: 600; }
  }

  .${HEADER_CLASS.logo} {
    display: inline-flex; align-items: center; gap: .6rem; text-decoration: none; font-weight: 800;
    font-size: 1.25rem; letter-spacing: -.01em; color: ${theme.color.navy};
    svg { flex: none; }
  }
  .${HEADER_CLASS.logoDark} { color: #fff; }

  /* A top-level header entry, link or menu button alike. */
  .${HEADER_CLASS.navItem} {
    display: inline-flex; align-items: center; min-height: 44px; padding: 0 .75rem;
    background: none; border: 0; border-radius: ${theme.radius.sm}; cursor: pointer;
    font: inherit; font-weight: 500; font-size: .9375rem; color: ${theme.color.navy}; text-decoration: none;
    &:hover, &[aria-expanded="true"], &[aria-current="page"] { color: ${theme.color.primary}; }
  }
  .${HEADER_CLASS.burger} {
    width: 44px; justify-content: center; padding: 0;
    ${mq.lg} { display: none; }
  }
  .${HEADER_CLASS.desktopNav} {
    display: none; align-items: center; gap: .1rem;
    ${mq.lg} { display: flex; }
  }

  .${HEADER_CLASS.dropdown} { position: relative; }
  .${HEADER_CLASS.dropdownChevron} {
    width: 10px; height: 10px; margin-inline-start: .35rem; transition: transform .2s;
    transform: rotate(0deg);
  }
  .${HEADER_CLASS.dropdownChevronOpen} { transform: rotate(180deg); }
  .${HEADER_CLASS.dropdownPanel} {
    position: absolute; top: calc(100% + 10px); left: 0; z-index: 60;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.raised}; padding: 1.25rem;
  }

  .${HEADER_CLASS.menuHeading} {
    margin: 0 0 .75rem; font-size: .75rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
    color: ${theme.color.textMuted};
  }
  .${HEADER_CLASS.menuLink} {
    display: block; padding: .45rem .6rem; border-radius: ${theme.radius.sm}; color: ${theme.color.text};
    text-decoration: none; font-size: .9375rem; line-height: 1.35;
    &:hover, &:focus-visible { background: ${theme.color.surfaceAlt}; color: ${theme.color.primary}; }
  }
  /* Two columns (Trending Solutions, All Services); three at 1367 px and wider (spec 000 §2.2). */
  .${HEADER_CLASS.servicesGrid} {
    display: grid; grid-template-columns: 250px 260px; gap: 1.5rem;
    ${mq.xxl} { grid-template-columns: 250px 520px; }
    ul { list-style: none; margin: 0; padding: 0; }
  }
  .${HEADER_CLASS.allServices} {
    ${mq.xxl} { columns: 2; column-gap: 1rem; li { break-inside: avoid; } }
  }
  .${HEADER_CLASS.trendingCard} {
    padding: .75rem; margin-bottom: .5rem; background: ${theme.color.surfaceAlt};
    strong { display: block; color: ${theme.color.navy}; margin-bottom: .2rem; }
    span { display: block; font-size: .8125rem; color: ${theme.color.textMuted}; }
  }
  .${HEADER_CLASS.industries} { list-style: none; margin: 0; padding: 0; width: 280px; }
  .${HEADER_CLASS.allIndustries} { font-weight: 600; color: ${theme.color.primary}; }

  .${HEADER_CLASS.mobileSheet} {
    position: fixed; inset: ${theme.headerHeight}px 0 0 0; z-index: 55; overflow-y: auto; overscroll-behavior: contain;
    background: ${theme.color.surface}; border-top: 1px solid ${theme.color.border}; padding: 1rem 1.25rem 2rem;
    ul { list-style: none; margin: 0; padding: 0; }
  }
  .${HEADER_CLASS.mobileRow} {
    display: flex; width: 100%; align-items: center; justify-content: space-between; min-height: 48px;
    padding: .5rem .25rem; background: none; border: 0; border-bottom: 1px solid ${theme.color.border};
    font: inherit; font-size: 1.0625rem; font-weight: 600; color: ${theme.color.navy}; text-decoration: none; cursor: pointer;
  }
  .${HEADER_CLASS.mobileSub} { padding-block: .5rem .75rem; padding-inline: .5rem 0; }
  .${HEADER_CLASS.mobileCta} { margin-top: 1.5rem; a { width: 100%; } }
  .${HEADER_CLASS.mobileLanguages} { margin-top: 1.25rem; ul { justify-content: center; } a { color: ${theme.color.navy}; } }
`
