import { css } from "@emotion/react"
import { CONSENT_ASK_ATTRIBUTE } from "../../lib/consent/ask-early"
import { mq, theme } from "../../styles/theme"
import { CONSENT_CLASS } from "./classes"

/** The rules of CONSENT_CLASS's elements, part of the global styles (src/styles/static-rules.ts). */
export const consentRules = css`
  /* A light edge sets the panel apart from the dark hero it usually opens over. On a phone it is
     compact (tighter padding and type, one row of buttons), so it hides as little of the page as it can.
     Hidden unless the document says the visitor is being asked (src/lib/consent/ask-early.ts). */
  html:not([${CONSENT_ASK_ATTRIBUTE}]) .${CONSENT_CLASS.banner} { display: none; }
  .${CONSENT_CLASS.banner} {
    position: fixed; z-index: 9999990; inset-inline: .75rem; bottom: .75rem; max-width: 560px;
    padding: .875rem 1rem 1rem; border-radius: ${theme.radius.md}; background: ${theme.color.navy};
    border: 1px solid rgba(203,213,225,.4); box-shadow: ${theme.shadow.raised};
    color: ${theme.color.textOnDark};
    h2 { margin: 0 0 .25rem; font-size: 1rem; color: #fff; outline: none; }
    p { margin: 0 0 .75rem; font-size: .8125rem; line-height: 1.45; color: ${theme.color.textOnDarkMuted}; }
    a { color: ${theme.color.accent}; }
    ${mq.md} {
      inset-inline: 1.5rem auto; bottom: 1rem; padding: 1.25rem 1.5rem;
      h2 { margin-bottom: .5rem; font-size: 1.125rem; }
      p { margin-bottom: 1rem; font-size: .9375rem; line-height: 1.5; }
    }
  }
  .${CONSENT_CLASS.actions} {
    display: flex; gap: .5rem;
    button { flex: 1 1 0; padding: .5rem .75rem; font-size: .875rem; }
    ${mq.md} { flex-wrap: wrap; gap: .75rem; button { flex: 0 0 auto; padding: .75rem 1.5rem; font-size: 1rem; } }
  }
  .${CONSENT_CLASS.options} {
    border: 0; margin: 0 0 1rem; padding: 0; display: grid; gap: .5rem;
    label { display: flex; gap: .5rem; align-items: flex-start; font-size: .9375rem; }
    input { width: 18px; height: 18px; margin-top: 2px; accent-color: ${theme.color.accent}; }
  }
  .${CONSENT_CLASS.settingsButton} {
    background: none; border: 0; padding: 0; font: inherit; color: inherit; text-decoration: underline; cursor: pointer;
  }
`
