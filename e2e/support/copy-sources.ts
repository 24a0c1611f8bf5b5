import { readdirSync, readFileSync, statSync } from "fs"
import path from "path"

/**
 * Where a built page's copy comes from (issue #23 "Done when"): every sentence a visitor reads must
 * be content (content/, i.e. Directus) and appear nowhere in src/, but for what the issue leaves in
 * code: src/data's form options and the spec's validation messages, and the spec's fixed fallback
 * industry cards.
 */

const ROOT = path.resolve(__dirname, "../..")

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** Text as a reader sees it: entities decoded, typographic spaces and runs of white space as one space. */
export function plain(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
      code[0] === "#" ? String.fromCodePoint(parseInt(code.slice(code[1] === "x" ? 2 : 1), code[1] === "x" ? 16 : 10)) : ENTITIES[code] ?? whole,
    )
    .replace(/\s+/g, " ")
    .trim()
}

/** A sentence worth tracing: four words or more (labels like "Open menu" are interface, not copy). */
const isSentence = (text: string) => /[a-z]/i.test(text) && text.split(" ").length >= 4

/** The sentences of a built page's body: each run of text between tags, scripts, styles and icons left out. */
export function pageSentences(html: string): string[] {
  const body = html.slice(html.indexOf("<body"))
  const text = body.replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
  return [...new Set(text.split(/<[^>]+>/).map(plain).filter(isSentence))]
}

/** Every string of a JSON value, nested lists and objects included. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === "object") return Object.values(value).flatMap(strings)
  return []
}

export interface ContentText {
  /** Every string of content/, HTML fields as their text, each as one searchable text. */
  texts: string[]
  /** Strings with a `{placeholder}` (filled from the page's record), as their text between placeholders. */
  templates: string[][]
  /** What fills a placeholder: any short content string (a title, a name). */
  names: Set<string>
}

export function contentText(dir = path.join(ROOT, "content")): ContentText {
  const values = walk(dir)
    .filter(file => file.endsWith(".json"))
    .flatMap(file => strings(JSON.parse(readFileSync(file, "utf8"))))
  // An HTML field counts as each of its text runs and as its whole text (a summary shows it untagged).
  const texts = values.flatMap(value => (value.includes("<") ? [...value.split(/<[^>]+>/), value.replace(/<[^>]+>/g, " ")] : [value])).map(plain).filter(Boolean)
  const placeholder = /\{[a-z_]+\}/
  return {
    texts,
    templates: texts.filter(text => placeholder.test(text)).map(text => text.split(new RegExp(placeholder, "g"))),
    names: new Set(texts.filter(text => text.length <= 60 && !placeholder.test(text))),
  }
}

/** Where `piece` starts in `text` from `from` on (overlaps included); an empty piece only at the end. */
function startsOf(text: string, piece: string, from: number): number[] {
  if (piece === "") return [text.length]
  const found: number[] = []
  for (let at = text.indexOf(piece, from); at !== -1; at = text.indexOf(piece, at + 1)) found.push(at)
  return found
}

/** Whether `sentence` is a template's text with each placeholder filled by one of `names`, trying every split. */
function fills([first, ...rest]: readonly string[], sentence: string, names: Set<string>): boolean {
  if (!sentence.startsWith(first)) return false
  if (rest.length === 0) return sentence === first
  return startsOf(sentence, rest[0], first.length).some(end => names.has(sentence.slice(first.length, end)) && fills(rest, sentence.slice(end), names))
}

/**
 * Whether a sentence is content: part of one content string (or its start, cut to the spec's text
 * limit with an ellipsis), a placeholder string filled, or a list of content strings joined.
 */
export function isContent(sentence: string, content: ContentText): boolean {
  const uncut = sentence.replace(/(\.\.\.|…)$/, "")
  if (content.texts.some(text => text.includes(uncut))) return true
  if (content.templates.some(template => fills(template, sentence, content.names))) return true
  const parts = sentence.split(/\s*[,·|]\s*/)
  return parts.length > 1 && parts.every(part => content.texts.includes(part))
}

/** The internal tools' own code (spec 001: /showcase, /internal/*): notes about the code, not copy. */
const INTERNAL_TOOLS = ["components/catalogue/", "components/seo/audit/", "pages/internal/", "pages/showcase.tsx"]

/**
 * The copy that stays in code: src/data, and the fallback industry cards (spec 000 §3.1, §9), shown
 * only without CMS industries but titled as they are (a page's "Logistics & Supply Chain" is content).
 */
const CODE_COPY = ["data/", "content/industry-fallback.ts"]

export interface SourceText {
  /** src/ outside the code copy, the internal tools and the generated types, one text per file. */
  code: Array<{ file: string; text: string }>
  /** The code copy (CODE_COPY): form options, the spec's validation and image-failure messages, the fallback industry cards. */
  codeCopy: string
}

/** A module's code: comments (which may quote the copy they describe) left out, string escapes undone. */
const code = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/\\(["'`])/g, "$1")

/** src/ as plain text, so a sentence written in a module is found verbatim. */
export function sourceText(dir = path.join(ROOT, "src")): SourceText {
  const files = walk(dir).filter(
    file => /\.(ts|tsx)$/.test(file) && !file.endsWith("gatsby-types.d.ts") && !INTERNAL_TOOLS.some(tool => file.startsWith(path.join(dir, tool))),
  )
  const read = (file: string) => plain(code(readFileSync(file, "utf8")))
  const isCodeCopy = (file: string) => CODE_COPY.some(copy => file.startsWith(path.join(dir, copy)))
  return {
    code: files.filter(file => !isCodeCopy(file)).map(file => ({ file: path.relative(ROOT, file), text: read(file) })),
    codeCopy: files.filter(isCodeCopy).map(read).join("\n"),
  }
}
