import type { StylisPlugin } from "@emotion/cache"

/**
 * Properties a browser the site supports still reads only with the `-webkit-` prefix: Safari's
 * user-select and hyphens, backdrop-filter and box-decoration-break before Safari 18, mask and
 * background-clip: text before Chrome 120.
 */
const STILL_PREFIXED = /^(?:user-select|hyphens|backdrop-filter|box-decoration-break|background-clip|mask)/

/**
 * Emotion's stylis plugin for the server's styles, in place of stylis's prefixer: that one writes
 * every flexbox, transform, transition and animation rule two to four times over for browsers of
 * 2012 (a third of the home page's CSS), which each page's head carried and each visitor's browser
 * parsed. Only the properties above get their prefixed copy, as the prefixer writes it.
 */
export const prefixWhereStillNeeded: StylisPlugin = element => {
  if (element.type === "decl" && !element.return && STILL_PREFIXED.test(String(element.props))) {
    element.return = `-webkit-${element.value}${element.value}`
  }
}
