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
