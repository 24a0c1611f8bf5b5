import fontPackage from "@fontsource/noto-sans-arabic/package.json"
import type { LanguageCode } from "../content/languages"

/**
 * The Arabic face: Noto Sans Arabic's Arabic subset from @fontsource, self-hosted. The build copies its
 * files to ARABIC_FONT_DIR (gatsby-node, onPreBootstrap); the folder is named by the package's version,
 * so the files are cached for good (src/build/headers.ts).
 *
 * No page load waits for it or moves for it. Measured with `swap` (npm run bench, mobile, median of 3):
 * its files, requested as the first layout needs them, ended before the largest paint, so the
 * simulated LCP of /ar waited for them (1.85 × the bare page; a preload made it no better), and the
 * swap moved text (CLS 0.002 on an Arabic service page, up to 0.01 at 1440 px). So a first Arabic page
 * paints in the system's Arabic face, sized to this one's room (FALLBACKS), and fetches this one a
 * while after it has loaded (ARABIC_FACE_SCRIPT); the next pages, which find it cached, paint in it
 * from the start.
 * `optional` keeps a page whose copy was evicted in the system face rather than swap.
 */
export const ARABIC_FONT_FAMILY = "Noto Sans Arabic"
/** The documents whose head carries the faces, their stacks (GlobalStyles) and ARABIC_FACE_SCRIPT (gatsby-ssr): Arabic ones. */
export const paintsInArabicFace = (language: LanguageCode) => language === "ar"
export const ARABIC_FONT_DIR = `/fonts/noto-sans-arabic-${fontPackage.version}`
/** The weights the styles use (500 takes 400's face). */
export const ARABIC_FONT_WEIGHTS = [400, 600, 700, 800] as const
/** The weights the pages' text, headings and header paint in: fetched after a first Arabic page's load (800 only where a page uses it). */
export const ARABIC_WARM_WEIGHTS = [400, 600, 700] as const
export const arabicFontFile = (weight: number) => `noto-sans-arabic-arabic-${weight}-normal.woff2`
export const arabicFontUrl = (weight: number) => `${ARABIC_FONT_DIR}/${arabicFontFile(weight)}`

/** The package's range for its Arabic subset (arabic-400.css): a page downloads the face only for these characters. */
export const ARABIC_UNICODE_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1"

type Weight = (typeof ARABIC_FONT_WEIGHTS)[number]

/** The weights a request takes from each face, as a browser matches a missing weight (500 takes 400's). */
const WEIGHT_RANGE: Record<Weight, string> = { 400: "100 500", 600: "600", 700: "700", 800: "800 900" }

/** The web face's vertical metrics per 100 px, measured by scripts/arabic-font-metrics.mjs. */
const WEB_METRICS = { ascent: 137, descent: 74, lineGap: 0 }

interface Fallback {
  /** The family name the stack uses. */
  family: string
  /** Local names of the system font's regular face (for 400) and bold one (above). */
  regular: string[]
  bold: string[]
  /** Per weight of the web face: its width of the site's Arabic copy over the fallback's, in percent (scripts/arabic-font-metrics.mjs). */
  sizeAdjust: Record<Weight, number>
}

/**
 * System Arabic faces resized to take the web face's room, so text painted before it arrives keeps its
 * lines when it swaps in (font-display: swap): Android's Arabic face, and Linux's default (DejaVu Sans,
 * also what the bench's Chromium paints with). Other systems' Arabic faces are not measurable here.
 */
const FALLBACKS: Fallback[] = [
  {
    family: "Noto Sans Arabic Fallback Android",
    regular: ["Noto Naskh Arabic UI", "NotoNaskhArabicUI-Regular"],
    bold: ["Noto Naskh Arabic UI Bold", "NotoNaskhArabicUI-Bold"],
    sizeAdjust: { 400: 110.2, 600: 112.32, 700: 115.89, 800: 119.34 },
  },
  {
    family: "Noto Sans Arabic Fallback DejaVu",
    regular: ["DejaVu Sans", "DejaVuSans"],
    bold: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    sizeAdjust: { 400: 93.33, 600: 83.31, 700: 85.95, 800: 88.51 },
  },
]

const local = (names: string[]) => names.map(name => `local("${name}")`).join(", ")
const percent = (value: number) => `${Math.round(value * 100) / 100}%`

const webFace = (weight: Weight) => `@font-face {
  font-family: "${ARABIC_FONT_FAMILY}"; font-style: normal; font-weight: ${WEIGHT_RANGE[weight]}; font-display: optional;
  src: url(${arabicFontUrl(weight)}) format("woff2");
  unicode-range: ${ARABIC_UNICODE_RANGE};
}`

/** The overrides of Capsize and of Next.js's font fallbacks: the web face's metrics over the size adjustment. */
const fallbackFace = (fallback: Fallback, weight: Weight) => {
  const scale = fallback.sizeAdjust[weight] / 100
  return `@font-face {
  font-family: "${fallback.family}"; font-weight: ${WEIGHT_RANGE[weight]}; src: ${local(weight === 400 ? fallback.regular : fallback.bold)};
  size-adjust: ${percent(fallback.sizeAdjust[weight])}; ascent-override: ${percent(WEB_METRICS.ascent / scale)}; descent-override: ${percent(WEB_METRICS.descent / scale)}; line-gap-override: ${percent(WEB_METRICS.lineGap / scale)};
  unicode-range: ${ARABIC_UNICODE_RANGE};
}`
}

/** Every face, inert until a rule's stack names it and a character in its range is painted. */
export const arabicFontFaces = [
  ...ARABIC_FONT_WEIGHTS.map(webFace),
  ...FALLBACKS.flatMap(fallback => ARABIC_FONT_WEIGHTS.map(weight => fallbackFace(fallback, weight))),
].join("\n")

/** On <html> once this browser has the face's files: the page paints in it. */
export const ARABIC_FACE_CLASS = "arabic-face"
const CACHED_KEY = "lumenaut:arabic-face"

/**
 * An Arabic page's stacks: the sized system faces for Arabic characters and `latin` for the rest, the
 * web face first once it is cached.
 */
export function arabicFontRules(latin: string): string {
  const fallbacks = FALLBACKS.map(fallback => `"${fallback.family}"`).concat(latin).join(", ")
  return `html[lang="ar"] body { font-family: ${fallbacks}; }
  html[lang="ar"].${ARABIC_FACE_CLASS} body { font-family: "${ARABIC_FONT_FAMILY}", ${fallbacks}; }`
}

/**
 * How long after the load event a first Arabic page fetches the face: its first paint can come after
 * that event (the header waits for the main content, and hydration runs), and 2 seconds leave the
 * first view's paints and requests alone (measured: load at 133 ms, first and largest paint at 281 ms;
 * fetched at load, the files ended before that paint and Lighthouse's simulated LCP waited for them).
 */
export const ARABIC_FACE_DELAY_MS = 2000

/**
 * An Arabic page's inline head script (plain ES5, hashed by the page's CSP like every inline script).
 * With the face's files marked cached (by this version's folder), it marks the document to paint in
 * them and preloads them: Chrome uses an `optional` face only if it is ready at the first layout, and
 * waits for a preloaded one (from the cache, a few milliseconds). Else, ARABIC_FACE_DELAY_MS after the
 * page has loaded, it has the browser fetch them (through the @font-face rules, applied to no text
 * yet) and marks them cached once all have arrived. Unreadable storage: the system face.
 */
export const ARABIC_FACE_SCRIPT = `(function(){var d=document,k=${JSON.stringify(CACHED_KEY)},v=${JSON.stringify(ARABIC_FONT_DIR)},w=${JSON.stringify(ARABIC_WARM_WEIGHTS)},u=${JSON.stringify(ARABIC_WARM_WEIGHTS.map(arabicFontUrl))};try{if(localStorage.getItem(k)===v){d.documentElement.classList.add(${JSON.stringify(ARABIC_FACE_CLASS)});u.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","font");l.type="font/woff2";l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l)});return}}catch(e){return}addEventListener("load",function(){setTimeout(function(){Promise.all(w.map(function(x){return d.fonts.load(x+' 1em "${ARABIC_FONT_FAMILY}"',"\\u0639")})).then(function(f){if(f.every(function(x){return x.length>0}))try{localStorage.setItem(k,v)}catch(e){}},function(){})},${ARABIC_FACE_DELAY_MS})})})()`
