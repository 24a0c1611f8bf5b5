import { scriptTypeOf } from "./scan"

/**
 * A built page, and the page data its scripts fetch, written in ASCII only: every other character
 * becomes an escape its context reads back as the same character, so the page shows, reads aloud and
 * hydrates exactly as before.
 *
 * Why: Chromium decodes a UTF-8 document's bytes on the main thread, and much faster when they are all
 * ASCII. In Lighthouse's runs of home (in a fresh renderer process, as the site's COOP header gives
 * every page), the task that ends the body's loading, mostly decoding, took 9–15 ms (medians of 4–6 runs)
 * with the page's 44 arrows, quotes and language names, and 3–5 ms in ASCII; on /ar, with its 9,104
 * Arabic letters as references, 15 ms against 5, for 1.5 KB more gzipped HTML. The page data (100 KB
 * on home) is decoded the same way, in the task that answers its request: home's took 20.8 ms with
 * its 26 non-ASCII characters and 10.6 ms in ASCII (Lighthouse, medians of 5 interleaved runs); on
 * /ar the task was the same (12.8 against 13.1 ms) for 2 KB more gzipped.
 *
 * Contexts: markup, attributes, titles, noscript and comments take character references (`&#x2192;`);
 * a style sheet takes CSS escapes (`\2192 `, the space ends the escape and is dropped by CSS); a JSON
 * script (JSON-LD) takes JSON escapes (`\u2192`). A script that runs is code: it is left as written,
 * since an escape means the same only inside its literals, and the site's inline scripts are written
 * in ASCII (e2e/languages.e2e.ts checks every page).
 */

const RAW_TEXT = /(<(script|style)\b([^>]*)>)([\s\S]*?)(<\/\2\s*>)/gi
const NON_ASCII = /[^\x00-\x7f]/gu
const NON_ASCII_UNITS = /[^\x00-\x7f]/g
const JSON_TYPE = /^application\/(ld\+)?json\s*(;|$)/i

const hex = (char: string) => char.codePointAt(0)!.toString(16)

const markup = (text: string) => text.replace(NON_ASCII, char => `&#x${hex(char)};`)
const css = (text: string) => text.replace(NON_ASCII, char => `\\${hex(char)} `)
/**
 * JSON text in ASCII. JSON escapes are UTF-16 code units: a character beyond the BMP is its surrogate
 * pair. Valid JSON has such characters only inside strings, where an escape reads back the same.
 */
export const withAsciiJson = (text: string) => text.replace(NON_ASCII_UNITS, unit => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)

function rawText(tag: string, attributes: string, body: string): string {
  if (tag.toLowerCase() === "style") return css(body)
  return JSON_TYPE.test(scriptTypeOf(attributes)?.trim() ?? "") ? withAsciiJson(body) : body
}

export function withAsciiText(html: string): string {
  let out = ""
  let at = 0
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, attributes, body, close] = match
    out += markup(html.slice(at, match.index)) + markup(open) + rawText(tag, attributes, body) + close
    at = match.index! + whole.length
  }
  return out + markup(html.slice(at))
}
