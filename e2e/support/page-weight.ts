import { firstLoadMeter, gzippedSize } from "../../scripts/page-weight.mjs"
import { PUBLIC_DIR, builtHtml } from "./built-site"

/**
 * What a phone downloads before the page hydrates, gzipped; and in how many script files, each a
 * request and a task of its own (nine when each styled component became a chunk of its own: see
 * gatsby-config.ts). The JavaScript figure is issue [islands]'s budget for every page a visitor
 * reaches, 1.2 × a bare Gatsby page's (its 66,844 bytes as the benchmark measures them: 78.3 KB). The
 * industry pages stand at it (78.3 KB), since each interactive block type became a chunk of its own and
 * webpack's runtime names each (issue [weight], whose budget is the scripts downloaded on load:
 * e2e/scripts-on-load.e2e.ts). The internal tools (the component showcase, /internal/*) render their
 * first view with emotion, so theirs is higher; and the showcase renders every layout of every block
 * type (src/components/catalogue/), so their HTML is too.
 */
export const BUDGET = { firstLoadJs: Math.floor(66844 * 1.2), internalFirstLoadJs: 90 * 1024, html: 50 * 1024, internalHtml: 128 * 1024, firstLoadFiles: 6 } as const

/**
 * Strings that only a library's code contains (minifiers keep strings and property names): the form
 * libraries, in no page's first load; emotion's runtime (its cache adopts the server's
 * `<style data-emotion>`), which only sections and widgets load, in no first load but the internal tools'.
 */
export const LIBRARY_MARKERS = {
  "react-phone-input-2 and its stylesheet": { marker: "react-tel-input", internalToo: true },
  "libphonenumber-js metadata": { marker: "country_calling_codes", internalToo: true },
  yup: { marker: "is a required field", internalToo: true },
  "react-hook-form": { marker: "shouldUnregister", internalToo: true },
  "emotion's runtime": { marker: "data-emotion", internalToo: false },
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
