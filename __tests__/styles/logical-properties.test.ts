/** @jest-environment node */
import { readdirSync, readFileSync } from "fs"
import path from "path"

/**
 * The site's styles say start and end, never left and right, so a right-to-left page mirrors by
 * itself (`margin-inline-start`, `inset-inline-end`, `text-align: start`). The few physical ones
 * below are the same in both directions, each for the reason given.
 */
const SRC = path.join(__dirname, "..", "..", "src")
const PHYSICAL = /(?:margin|padding|border)-(?:left|right)\b|(?<![-\w])(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b|border-(?:top|bottom)-(?:left|right)-radius/g

const ALLOWED: Record<string, string> = {
  // Centred over its button: half the width either way.
  "src/components/sections/TagList.tsx: left:": "left: 50%; transform: translateX(-50%)",
  // Placed by the script from measured, physical geometry (dropdown-position.ts), which sets `left`.
  "src/components/layout/header/rules.ts: left:": "top: calc(100% + 10px); left: 0",
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry.name) && entry.name !== "gatsby-types.d.ts" ? [file] : []
  })
}

/** Where the template literal whose text starts at `i` ends (its closing backtick), past `${…}` and templates nested in them. */
function templateEnd(code: string, i: number): number {
  while (i < code.length && code[i] !== "`") {
    if (code[i] === "\\") i += 2
    else if (code.startsWith("${", i)) i = expressionEnd(code, i + 2)
    else i++
  }
  return i
}

/** Where the `${…}` expression whose text starts at `i` ends (past its closing brace). */
function expressionEnd(code: string, i: number): number {
  for (let depth = 1; i < code.length && depth > 0; i++) {
    if (code[i] === "`") i = templateEnd(code, i + 1)
    else if (code[i] === "{") depth++
    else if (code[i] === "}") depth--
  }
  return i
}

/** The CSS a file writes: the text of each emotion css`` template, the templates nested in it included. */
const cssOf = (code: string) => [...code.matchAll(/\bcss`/g)].map(match => {
  const start = match.index! + match[0].length
  return code.slice(start, templateEnd(code, start))
})

test("no style of the site uses a physical left or right, but where both directions are the same", () => {
  const found: string[] = []
  for (const file of sourceFiles(SRC)) {
    const name = path.relative(path.join(SRC, ".."), file)
    const code = readFileSync(file, "utf8")
    for (const css of cssOf(code)) {
      for (const match of css.matchAll(PHYSICAL)) {
        const key = `${name}: ${match[0].replace(/\s+/g, "")}`
        const line = css.slice(Math.max(0, match.index! - 60), match.index! + 40).replace(/\s+/g, " ")
        if (!(key in ALLOWED && line.includes(ALLOWED[key]))) found.push(`${key} … ${line}`)
      }
    }
  }
  expect(found).toEqual([])
})

test("the check finds what it is for", () => {
  const css = cssOf("const a = css`margin-left: 1rem; inset-inline-start: 0; right: 2px; text-align: left; border-inline-start: 0;`")
  expect(css.flatMap(text => [...text.matchAll(PHYSICAL)].map(match => match[0]))).toEqual(["margin-left", "right:", "text-align: left"])
})
