/** A style element emotion's server rendering writes beside the elements it styles. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g

/**
 * A built page with emotion's styles moved from the body into the head, in the same order. Left in
 * the body (~100 elements on the home page), each one made the browser recompute the style of the
 * whole page while it parsed.
 *
 * The rules go into one plain style element emotion never touches. Emotion only needs to know which
 * styles the server wrote: it reads their ids from style elements it then moves to the end of the
 * head at start-up, and moving an element holding the page's rules made the browser drop and
 * re-apply every one of them. The elements it reads are left empty: component ids ("css" key) in one,
 * each global style in its own, under the name emotion's Global looks for.
 */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf("</head>")
  if (headEnd < 0) return html
  let rules = ""
  const componentIds: string[] = []
  const globals: string[] = []
  const body = html.slice(headEnd).replace(EMOTION_STYLE, (_element, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(" ")
    rules += css
    if (key === "css") componentIds.push(...ids)
    else globals.push(attribute)
    return ""
  })
  if (componentIds.length === 0 && globals.length === 0) return html
  const registered = [...globals, ...(componentIds.length ? [["css", ...componentIds].join(" ")] : [])]
  const styles = `<style>${rules}</style>` + registered.map(attribute => `<style data-emotion="${attribute}"></style>`).join("")
  return html.slice(0, headEnd) + styles + body
}
