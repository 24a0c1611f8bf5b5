/**
 * Everything the site reads from Gatsby's, React's or webpack's internals: what none of them offers
 * as an API, yet the site depends on. Each fact says what it depends on, why the site needs it and
 * what breaks if the framework changes it. The build checks the built site against these facts
 * (src/build/framework-check.ts, after every build): an upgrade that changes one stops the build,
 * naming it, instead of shipping pages that quietly misbehave.
 *
 * No imports: browser code, the server renderer and gatsby-node all read it.
 */

// ── Gatsby ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Gatsby's root element, `<div id="___gatsby">`, around every page it renders and hydrates. The
 * early-clicks script (src/lib/early-clicks.ts) holds only clicks inside it until React listens.
 * Renamed, early clicks would no longer be held: a tap before the app's code ran would do nothing.
 */
export const GATSBY_ROOT_ID = "___gatsby"

/**
 * Gatsby's router wrapper inside the root, `<div id="gatsby-focus-wrapper">`: its children are the
 * page's server HTML. src/root/hydrate.ts hydrates where it has children and renders afresh where it
 * has none (`gatsby develop`). Renamed, every built page would be rendered again from scratch,
 * its server HTML thrown away, instead of hydrated.
 */
export const GATSBY_FOCUS_WRAPPER_ID = "gatsby-focus-wrapper"

/**
 * Gatsby's tags for a page's bundles (webpack runtime, framework, app), `<script src async>` at the
 * end of the body. They are stitched in from its `_gatsby-scripts` slice after every SSR hook has
 * run, so no API reaches them: the post-build step reads the built page and replaces them with a
 * loader that starts them after the first paint (src/build/scripts-after-paint.ts). In another
 * shape they would not be found, and the pages would load their bundles as before.
 * Global: use it with `matchAll` and `replace` only (they start from the beginning every time).
 */
export const GATSBY_BUNDLE_SCRIPT = /<script src="(\/[^"\s]+\.js)" async(?:="")?><\/script>/g

/** Where Gatsby writes its slices (`/_gatsby/slices/…`): fragments stitched into pages, not routes. */
export const GATSBY_SLICES_PATH = "/_gatsby/"

/**
 * Gatsby names each page component's webpack chunk `component---` and the component's path
 * (`component---src-templates-page-tsx`; `componentChunkName` in page data). gatsby-node's webpack
 * edit counts only these chunks for the commons chunk every page loads. Renamed, the commons chunk
 * would count none: the code all templates share would be downloaded once per template's chunk.
 */
export const PAGE_COMPONENT_CHUNK_PREFIX = "component---"

/** Whether a webpack chunk is a page component's (the commons chunk's test, gatsby-node.ts). */
export const isPageComponentChunk = (chunk: { name?: string | null }): boolean => chunk.name?.startsWith(PAGE_COMPONENT_CHUNK_PREFIX) ?? false

type CacheGroups = Record<string, Record<string, unknown>>
interface WebpackConfig {
  optimization?: { splitChunks?: { cacheGroups?: CacheGroups } }
}

/**
 * Gatsby's own split-chunk groups in its production webpack config (stage `build-javascript`):
 * `commons` (modules every page component uses) and `shared` (modules some chunks share), which
 * gatsby-node retunes. A group that is not there cannot be retuned, so its absence stops the build.
 */
export function gatsbyChunkGroups(config: WebpackConfig): CacheGroups & { shared: Record<string, unknown>; commons: Record<string, unknown> } {
  const groups = config.optimization?.splitChunks?.cacheGroups
  if (!groups?.shared || !groups.commons) throw new Error("Gatsby's webpack config has no 'shared' or 'commons' chunk group: revisit src/framework/internals.ts")
  return groups as CacheGroups & { shared: Record<string, unknown>; commons: Record<string, unknown> }
}

// ── React ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The major version of React the facts below were verified on; the build stops on another one.
 *
 * React.lazy takes any thenable, not only a promise. React 18 calls its `then` once: a thenable
 * that calls back at once lets React render the component in the same render (a section hydrated
 * within the tap that needs it); one that never calls back keeps the boundary suspended, and while
 * hydrating React then keeps the server HTML as it is (static sections never hydrate, their code
 * never loads). On a React that awaited the thenable, taps on waiting sections would be lost for a
 * render and static sections would fall back to nothing.
 *
 * React 18's stream pads its buffer with NUL bytes (see withoutStreamPadding).
 */
export const REACT_MAJOR = 18

/**
 * A thenable for React.lazy that calls back as soon as it is opened, synchronously, and at once when
 * asked after that (see REACT_MAJOR). Never opened, it never calls back.
 */
export function gatedThenable<T>(value: T): { thenable: Promise<T>; open: () => void } {
  let opened = false
  const callbacks: ((value: T) => void)[] = []
  const thenable = { then: (resolve: (value: T) => void) => (opened ? resolve(value) : callbacks.push(resolve)) }
  const open = () => {
    opened = true
    callbacks.splice(0).forEach(callback => callback(value))
  }
  // What React.lazy's type asks for; React itself only calls `then`.
  return { thenable: thenable as unknown as Promise<T>, open }
}

/** A thenable that calls back at once: React.lazy then resolves within the same render. */
export function settledThenable<T>(value: T): Promise<T> {
  const { thenable, open } = gatedThenable(value)
  open()
  return thenable
}

/** A component whose code never arrives: while hydrating, React keeps its server HTML for good. */
export const NEVER_LOADED = gatedThenable({ default: () => null }).thenable

/**
 * React 18's stream sends a full 2 KB buffer, unused bytes included, when the next character of
 * several bytes does not fit in it (react#24985, fixed in React 19): NUL bytes before an arrow or an
 * Arabic letter, a parse error for the browser, "�" inside an attribute and, for some crawlers, the
 * end of the page (react#27554). HTML has no use for U+0000, so it goes (src/root/renderPage.tsx).
 */
export const withoutStreamPadding = (html: string): string => html.replace(/\u0000/g, "")
