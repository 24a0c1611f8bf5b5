import { firstLoadMeter, gzippedSize } from "../../scripts/page-weight.mjs"
import { PUBLIC_DIR, builtHtml } from "./built-site"

/**
 * What a phone downloads before the page hydrates, gzipped; and in how many script files, each a
 * request and a task of its own (nine when each styled component became a chunk of its own: see
 * gatsby-config.ts). The JavaScript figure holds what has been reached (92.7 KB at most once the
 * heroes left the first load); issue [islands] aims at 1.2 × a bare Gatsby page's, about 78.5 KB.
 */
export const BUDGET = { firstLoadJs: 95 * 1024, html: 50 * 1024, firstLoadFiles: 6 } as const

/** Strings that only the form libraries' code contains (minifiers keep strings and property names). */
export const FORM_LIBRARY_MARKERS = {
  "react-phone-input-2 and its stylesheet": "react-tel-input",
  "libphonenumber-js metadata": "country_calling_codes",
  yup: "is a required field",
  "react-hook-form": "shouldUnregister",
} as const

export interface PageWeight {
  route: string
  htmlGzip: number
  firstLoadJsGzip: number
  /** Script files in the first load: those the HTML references plus the page's chunk group. */
  scripts: string[]
}

/** First-load JavaScript (as scripts/page-weight.mjs defines it) and HTML weight, gzipped, of every built page. */
export function pageWeights(dir: string = PUBLIC_DIR): PageWeight[] {
  const firstLoad = firstLoadMeter(dir)
  return builtHtml(dir).map(({ route, html }) => {
    const { scripts, gzip } = firstLoad(route, html)
    return { route, htmlGzip: gzippedSize(html), firstLoadJsGzip: gzip, scripts }
  })
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
