import { css } from "@emotion/react"

/**
 * A stat whose markup is `<dt>label</dt><dd>figure</dd>` (the term first, for screen readers) but
 * which shows the figure first; flex-end keeps figures level at the top when labels wrap.
 */
export const figureFirst = css`display: flex; flex-direction: column-reverse; justify-content: flex-end;`
