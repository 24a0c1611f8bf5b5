import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { NOTICE_CLASS } from "./notice-classes"

/** The rules of NOTICE_CLASS's elements, part of the global styles (src/styles/static-rules.ts). */
export const noticeRules = css`
  .${NOTICE_CLASS.notice} {
    padding: 6rem 0; text-align: center; background: ${theme.color.surfaceAlt}; min-height: 70vh; display: flex; align-items: center;
    h1 { color: ${theme.color.navy}; font-size: clamp(1.75rem, 5vw, 2.5rem); }
    p { color: ${theme.color.textMuted}; max-width: 560px; margin: 0 auto 2rem; }
  }
  .${NOTICE_CLASS.actions} { display: flex; gap: 1rem; justify-content: center; flex-wrap: wrap; }
  .${NOTICE_CLASS.coded} {
    background: radial-gradient(circle at 50% 0%, rgba(109,94,245,.12), transparent 60%), ${theme.color.surfaceAlt};
    .${NOTICE_CLASS.code} { font-size: clamp(4rem, 14vw, 8rem); font-weight: 800; line-height: 1; margin: 0; max-width: none;
      background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); background-clip: text; color: transparent; }
    h1 { margin: 1rem 0 .5rem; }
    p.${NOTICE_CLASS.text} { max-width: 520px; }
  }
`
