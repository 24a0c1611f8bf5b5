import { css, keyframes } from "@emotion/react"
import { FRAME_CLASS } from "./frame-classes"
import { mq, theme } from "./theme"

/** Room kept under the content on small screens for the sticky call-to-action bar (spec 001 §1). */
const MOBILE_STICKY_BAR_SPACE = 88

const spin = keyframes`to { transform: rotate(360deg); }`

/** The rules of FRAME_CLASS's elements, part of the global styles. */
export const frameStyles = css`
  /* The room is kept inside the (navy) footer so the bar never covers its last links. */
  .${FRAME_CLASS.shell} {
    min-height: 100vh; display: flex; flex-direction: column;
    main { flex: 1; }
    main:focus { outline: none; }
    & > footer { ${mq.belowLg} { padding-bottom: ${MOBILE_STICKY_BAR_SPACE}px; } }
  }
  .${FRAME_CLASS.skipLink} {
    position: absolute; inset-inline-start: 1rem; top: -100px; z-index: 100; padding: .75rem 1rem; border-radius: ${theme.radius.sm};
    background: ${theme.color.navy}; color: #fff; font-weight: 600;
    &:focus { top: 1rem; }
  }
  .${FRAME_CLASS.spinner} { display: flex; justify-content: center; align-items: center; min-height: 240px; }
  .${FRAME_CLASS.spinnerRing} {
    width: 40px; height: 40px; border-radius: 50%;
    border: 4px solid ${theme.color.border}; border-top-color: ${theme.color.primary};
    animation: ${spin} .8s linear infinite;
    @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
  }
  .${FRAME_CLASS.errorScreen} {
    min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 2rem 1.25rem;
    background: ${theme.color.surfaceAlt}; text-align: center;
    div { max-width: 520px; }
    p { color: ${theme.color.textMuted}; }
    button {
      margin-top: .5rem; min-height: 44px; padding: .75rem 1.75rem; border: 0; border-radius: ${theme.radius.pill};
      background: ${theme.color.primary}; color: #fff; font: inherit; font-weight: 600; cursor: pointer;
    }
    button:hover { background: ${theme.color.primaryHover}; }
  }
`
