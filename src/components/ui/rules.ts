import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { UI_CLASS } from "./classes"
import { GUTTER } from "./Container"

/** The rules of UI_CLASS's elements, part of the global styles (src/styles/static-rules.ts). */
export const uiRules = css`
  .${UI_CLASS.container} {
    width: 100%;
    max-width: ${theme.container}px;
    margin: 0 auto;
    padding: 0 ${GUTTER};
  }
  .${UI_CLASS.button} {
    display: inline-flex; align-items: center; justify-content: center; gap: .5rem;
    min-height: 44px; padding: .75rem 1.5rem; border-radius: ${theme.radius.pill};
    font: inherit; font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer;
    border: 2px solid transparent; transition: background-color .2s, color .2s, border-color .2s, transform .2s;
    &:hover:not([disabled]) { transform: translateY(-1px); }
    &[disabled] { opacity: .55; cursor: not-allowed; }
  }
  .${UI_CLASS.buttonPrimary} { background: ${theme.color.primary}; color: #fff; &:hover:not([disabled]) { background: ${theme.color.primaryHover}; } }
  .${UI_CLASS.buttonSecondary} { background: transparent; color: ${theme.color.primary}; border-color: ${theme.color.primary}; }
  .${UI_CLASS.buttonGhost} { background: transparent; color: inherit; border-color: currentColor; }
  .${UI_CLASS.buttonLight} { background: #fff; color: ${theme.color.navy}; &:hover:not([disabled]) { background: ${theme.color.surfaceAlt}; } }
  .${UI_CLASS.highlightWhole} { white-space: nowrap; }
`
