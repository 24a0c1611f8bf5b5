import { existsSync, readFileSync } from "fs"
import path from "path"
import { ARABIC_FACE_CLASS, ARABIC_FACE_DELAY_MS, ARABIC_FACE_SCRIPT, ARABIC_FONT_DIR, ARABIC_FONT_FAMILY, ARABIC_FONT_WEIGHTS, ARABIC_UNICODE_RANGE, ARABIC_WARM_WEIGHTS, arabicFontFaces, arabicFontFile, arabicFontRules, arabicFontUrl } from "../../src/styles/arabic-font"

const PACKAGE = path.dirname(require.resolve("@fontsource/noto-sans-arabic/package.json"))
/** Each @font-face rule's descriptors, by name. */
const faces = arabicFontFaces.split("@font-face").slice(1).map(rule =>
  Object.fromEntries([...rule.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]))
)

test("the faces are the package's Arabic subset, in its range, under a folder named by its version", () => {
  // 400.css holds a face per subset; the Arabic one's comes first after its name.
  const packageCss = readFileSync(path.join(PACKAGE, "400.css"), "utf8")
  const arabicFace = packageCss.slice(packageCss.indexOf("/* noto-sans-arabic-arabic-400-normal */")).split("}")[0]
  expect(arabicFace).toContain(`unicode-range: ${ARABIC_UNICODE_RANGE};`)
  expect(ARABIC_FONT_DIR).toBe(`/fonts/noto-sans-arabic-${JSON.parse(readFileSync(path.join(PACKAGE, "package.json"), "utf8")).version}`)
  for (const weight of ARABIC_FONT_WEIGHTS) expect(existsSync(path.join(PACKAGE, "files", arabicFontFile(weight)))).toBe(true)
})

test("the web face never swaps in; every face, fallbacks included, covers Arabic characters only", () => {
  const web = faces.filter(face => face["font-family"] === `"${ARABIC_FONT_FAMILY}"`)
  expect(web.map(face => face.src)).toEqual(ARABIC_FONT_WEIGHTS.map(weight => `url(${ARABIC_FONT_DIR}/${arabicFontFile(weight)}) format("woff2")`))
  expect(web.every(face => face["font-display"] === "optional")).toBe(true)
  expect(faces.every(face => face["unicode-range"] === ARABIC_UNICODE_RANGE)).toBe(true)
  // A range without Latin letters: Turkish and English text in an Arabic page stays in the Latin face.
  expect(ARABIC_UNICODE_RANGE).not.toMatch(/U\+00|U\+01|U\+02[0-9A-F]{2}\b/)
})

test("each system fallback is a local font resized to the web face's width, with the web face's vertical metrics", () => {
  const fallbacks = faces.filter(face => face["font-family"] !== `"${ARABIC_FONT_FAMILY}"`)
  expect(fallbacks.length).toBeGreaterThan(0)
  for (const face of fallbacks) {
    expect(face.src).toMatch(/^local\("[^"]+"\)/)
    const scale = parseFloat(face["size-adjust"]) / 100
    // The web face's ascent and descent per 100 px are 137 and 74 (scripts/arabic-font-metrics.mjs).
    expect(parseFloat(face["ascent-override"]) * scale).toBeCloseTo(137, 0)
    expect(parseFloat(face["descent-override"]) * scale).toBeCloseTo(74, 0)
  }
  // One face per weight of the web face, so a bold heading's fallback is the system's bold.
  const weights = [...new Set(fallbacks.map(face => face["font-weight"]))]
  expect(weights).toEqual(["100 500", "600", "700", "800 900"])
})

test("an Arabic page paints in the sized system faces, and in the web face first once the document is marked", () => {
  const [plain, marked] = arabicFontRules("Inter, sans-serif").split("\n").map(rule => rule.trim())
  const stack = (rule: string) => /font-family: ([^;]+);/.exec(rule)?.[1].split(", ") ?? []
  const families = new Set(faces.map(face => face["font-family"]))
  expect(plain.startsWith('html[lang="ar"] body')).toBe(true)
  expect(stack(plain).slice(0, -2).every(family => families.has(family) && family !== `"${ARABIC_FONT_FAMILY}"`)).toBe(true)
  expect(stack(plain).slice(-2)).toEqual(["Inter", "sans-serif"])
  expect(marked.startsWith(`html[lang="ar"].${ARABIC_FACE_CLASS} body`)).toBe(true)
  expect(stack(marked)).toEqual([`"${ARABIC_FONT_FAMILY}"`, ...stack(plain)])
})

describe("the head script", () => {
  const run = () => new Function(ARABIC_FACE_SCRIPT)()
  let loads: string[]
  // jsdom fires the document's own load event once, a moment after the environment starts.
  beforeAll(() => new Promise(resolve => setTimeout(resolve, 50)))
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.className = ""
    document.head.innerHTML = ""
    loads = []
    Object.defineProperty(document, "fonts", { configurable: true, value: { load: async (font: string) => (loads.push(font), [{}]) } })
  })

  test("a first visit paints in the system face and, a while after load, fetches the face's weights and marks them cached", async () => {
    jest.useFakeTimers()
    run()
    expect(document.documentElement.classList.contains(ARABIC_FACE_CLASS)).toBe(false)
    window.dispatchEvent(new Event("load"))
    jest.advanceTimersByTime(ARABIC_FACE_DELAY_MS - 1)
    expect(loads).toEqual([])
    jest.advanceTimersByTime(1)
    jest.useRealTimers()
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(loads).toEqual(ARABIC_WARM_WEIGHTS.map(weight => `${weight} 1em "${ARABIC_FONT_FAMILY}"`))
    expect(document.documentElement.classList.contains(ARABIC_FACE_CLASS)).toBe(false)
    // The next page finds them cached and paints in them from the start, fetching nothing after load.
    loads = []
    run()
    expect(document.documentElement.classList.contains(ARABIC_FACE_CLASS)).toBe(true)
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
    expect(preloads.map(link => new URL(link.href).pathname)).toEqual(ARABIC_WARM_WEIGHTS.map(arabicFontUrl))
    expect(preloads.every(link => link.crossOrigin === "anonymous")).toBe(true)
  })

  test("a face that did not arrive is not marked cached; another version's files are not this one's", async () => {
    Object.defineProperty(document, "fonts", { configurable: true, value: { load: async () => [] } })
    jest.useFakeTimers()
    run()
    window.dispatchEvent(new Event("load"))
    jest.advanceTimersByTime(ARABIC_FACE_DELAY_MS)
    jest.useRealTimers()
    await new Promise(resolve => setTimeout(resolve, 0))
    run()
    expect(document.documentElement.classList.contains(ARABIC_FACE_CLASS)).toBe(false)
    localStorage.setItem("lumenaut:arabic-face", "/fonts/noto-sans-arabic-5.2.0")
    run()
    expect(document.documentElement.classList.contains(ARABIC_FACE_CLASS)).toBe(false)
    expect(ARABIC_FONT_DIR).not.toBe("/fonts/noto-sans-arabic-5.2.0")
  })
})
