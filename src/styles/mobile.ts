import { css } from "@emotion/react"
import { mq } from "./theme"

/** Hidden under 768 px only: collapsed landing-page items stay in the HTML for wider screens. */
export const mobileHidden = css`${mq.belowMd} { display: none !important; }`
/** Shown under 768 px only (the Show More buttons and the sticky bar). */
export const mobileOnly = css`${mq.md} { display: none !important; }`
