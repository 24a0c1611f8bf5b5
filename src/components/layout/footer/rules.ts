import { css } from "@emotion/react"
import { mq, theme } from "../../../styles/theme"
import { FOOTER_CLASS } from "./classes"

/** The rules of FOOTER_CLASS's elements, part of the global styles (src/styles/static-rules.ts). */
export const footerRules = css`
  .${FOOTER_CLASS.footer} {
    background: ${theme.color.navy}; color: ${theme.color.textOnDarkMuted}; padding: 4rem 0 0; font-size: .9375rem;
    a { color: ${theme.color.textOnDark}; text-decoration: none; }
    a:hover { color: ${theme.color.accent}; text-decoration: underline; }
    h2 { color: #fff; font-size: 1rem; margin: 0 0 1rem; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { margin-bottom: .55rem; }
    /* On phones laid out only as it nears the viewport, as most sections are (GlobalStyles): its text
       sizes cost font lookups the first frame otherwise pays for (home's layout during load 35 -> 23 ms).
       The estimate is a 375-412 px phone's footer: a little low, a jump to the end lands short of it;
       too high, the page would shrink under a visitor there and bring sections above into view. */
    ${mq.belowMd} { content-visibility: auto; contain-intrinsic-size: auto 1280px; }
  }
  .${FOOTER_CLASS.columns} {
    display: grid; gap: 2.5rem; grid-template-columns: 1fr;
    ${mq.md} { grid-template-columns: 1fr 1fr; }
    ${mq.lg} { grid-template-columns: 1.6fr 1fr 1fr; }
  }
  .${FOOTER_CLASS.description} { margin: 1rem 0 1.5rem; max-width: 380px; }
  /* Under the footer's class, to outweigh its generic list reset. */
  .${FOOTER_CLASS.footer} .${FOOTER_CLASS.badges} { margin: 3rem 0 0; }
  .${FOOTER_CLASS.badges} {
    display: flex; flex-wrap: wrap; gap: .75rem; padding: 1.5rem 0; border-top: 1px solid rgba(255,255,255,.12);
    li { display: inline-flex; align-items: center; gap: .45rem; margin: 0; padding: .45rem .85rem; border-radius: ${theme.radius.pill};
      background: rgba(255,255,255,.06); color: ${theme.color.textOnDark}; font-size: .8125rem; font-weight: 600; }
    svg { color: ${theme.color.accent}; }
  }
  .${FOOTER_CLASS.bottom} {
    display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; justify-content: space-between; padding: 1.25rem 0 1.5rem;
    border-top: 1px solid rgba(255,255,255,.12); font-size: .875rem;
    p { margin: 0; }
  }
  .${FOOTER_CLASS.legalLinks} { display: inline-flex; gap: 1.5rem; }
  .${FOOTER_CLASS.cookieSettings} {
    color: ${theme.color.textOnDark}; text-decoration: none;
    &:hover { color: ${theme.color.accent}; text-decoration: underline; }
  }
  .${FOOTER_CLASS.contact} {
    li { display: flex; align-items: center; gap: .6rem; }
    svg { flex: none; color: ${theme.color.accent}; }
  }
  .${FOOTER_CLASS.social} {
    display: flex; gap: .6rem; margin-top: 1.25rem !important;
    a { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
      border-radius: 50%; background: rgba(255,255,255,.08); }
    a:hover { background: ${theme.color.primary}; color: #fff; }
    svg { color: inherit; }
  }
`
