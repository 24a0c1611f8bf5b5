/** A style element emotion's server rendering writes beside the elements it styles. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g

interface StyleBlock {
  key: string
  ids: string[]
  css: string
}

/**
 * A built page with emotion's styles moved from the body into the head, in the same order. Left in
 * the body (~100 elements on the home page), each one made the browser recompute the style of the
 * whole page while it parsed, and emotion moved them all into the head again at start-up.
 * Neighbouring component styles ("css" key) become one element listing every id, which emotion's
 * cache reads as already inserted; global styles stay elements of their own, as emotion looks for them.
 */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf("</head>")
  if (headEnd < 0) return html
  const blocks: StyleBlock[] = []
  const body = html.slice(headEnd).replace(EMOTION_STYLE, (_element, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(" ")
    const previous = blocks.at(-1)
    if (key === "css" && previous?.key === "css") {
      previous.ids.push(...ids)
      previous.css += css
    } else blocks.push({ key, ids, css })
    return ""
  })
  if (blocks.length === 0) return html
  const styles = blocks.map(({ key, ids, css }) => `<style data-emotion="${[key, ...ids].join(" ")}">${css}</style>`).join("")
  return html.slice(0, headEnd) + styles + body
}
