import { css } from "@emotion/react"
import { mq, theme } from "../../../styles/theme"
import { LANGUAGE_CLASS } from "./classes"

/** The language links: a row of each language's own name, the current one underlined; in the header, from the lg breakpoint (phones reach them in the menu). */
export const languageRules = css`
  .${LANGUAGE_CLASS.links} {
    ul { display: flex; flex-wrap: wrap; gap: .25rem .9rem; list-style: none; margin: 0; padding: 0; }
    li { margin: 0; }
    a { text-decoration: none; font-weight: 600; }
    /* Underlined, in the text's own colour: the mark reads on the white menu and the navy footer alike. */
    a[aria-current="page"] { text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: .3em; }
  }
  .${LANGUAGE_CLASS.header} {
    display: none; font-size: .875rem;
    ${mq.lg} { display: block; }
    a { color: inherit; }
    a:hover { color: ${theme.color.primary}; }
  }
`
