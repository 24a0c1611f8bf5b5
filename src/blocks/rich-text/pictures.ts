import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

/**
 * Pictures an editor placed in rich text: never wider than the column, their height from their
 * width and height attributes (the build sets both), so the text does not move as they load.
 */
export const htmlPictures = css`
  img { display: block; max-inline-size: 100%; block-size: auto; margin: 1.75rem auto; border-radius: ${theme.radius.md}; }
`
