import type { Browser } from "playwright-core"

/** Bytes after gzip at level 9, how the page-weight budgets count. */
export function gzippedSize(content: string | Buffer): number
/** The script files a built page's HTML references (script src, script preloads, its after-paint loader), without the leading slash. */
export function referencedScripts(html: string): string[]
export interface FirstLoad {
  /** Script files in the first load: those the HTML references plus the page's chunk group. */
  scripts: string[]
  /** Their bytes, gzipped at level 9. */
  gzip: number
}
/** Measures pages of the site built in `dir`: the first-load JavaScript of a route, given its HTML. */
export function firstLoadMeter(dir: string): (route: string, html: string) => FirstLoad

/** A route of each family of pages (the benchmark's and the scripts-on-load test's). */
export const FAMILY_ROUTES: readonly string[]
/** Each translation's home, service page and landing page (the benchmark's, beside FAMILY_ROUTES). */
export const LANGUAGE_ROUTES: readonly string[]
/** How long the network stays quiet after load before the count ends, in ms. */
export const QUIET_MS: number
export interface ScriptsOnLoad {
  /** The scripts' paths, each once. */
  scripts: string[]
  /** Their bodies' bytes, gzipped at level 9. */
  gzip: number
}
/** Every script a page downloads from navigation until the network is quiet after load, with no input, on a new visitor's phone in `browser`. */
export function scriptsOnLoad(browser: Browser, url: string): Promise<ScriptsOnLoad>
