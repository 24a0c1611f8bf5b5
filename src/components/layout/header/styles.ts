import { css } from "@emotion/react"
import { theme } from "../../../styles/theme"

/** A top-level header entry, link or menu button alike. */
export const navItem = css`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 .75rem;
  background: none; border: 0; border-radius: ${theme.radius.sm}; cursor: pointer;
  font: inherit; font-weight: 500; font-size: .9375rem; color: ${theme.color.navy}; text-decoration: none;
  &:hover, &[aria-expanded="true"], &[aria-current="page"] { color: ${theme.color.primary}; }
`

export const menuHeading = css`
  margin: 0 0 .75rem; font-size: .75rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
  color: ${theme.color.textMuted};
`

export const menuLink = css`
  display: block; padding: .45rem .6rem; border-radius: ${theme.radius.sm}; color: ${theme.color.text};
  text-decoration: none; font-size: .9375rem; line-height: 1.35;
  &:hover, &:focus-visible { background: ${theme.color.surfaceAlt}; color: ${theme.color.primary}; }
`
