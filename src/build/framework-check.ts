/**
 * The one check that the framework still is what src/framework/internals.ts says it is, run on the
 * built site after every build (postbuild.ts): an upgrade of Gatsby, React or webpack that changes
 * one of those facts stops the build with the fact's name, instead of shipping pages that quietly
 * throw their server HTML away, hold no early click or download shared code once per template.
 */
import {
  GATSBY_BUNDLE_SCRIPT,
  GATSBY_FOCUS_WRAPPER_ID,
  GATSBY_ROOT_ID,
  PAGE_COMPONENT_CHUNK_PREFIX,
  REACT_MAJOR,
} from "../framework/internals"
import { hasScriptsLoader } from "./scripts-after-paint"

export interface BuiltSite {
  /** Every page Gatsby wrote: its route and HTML, as the post-build step finds them. */
  pages: { route: string; html: string }[]
  /** What Gatsby's page data says of each page: its route (`path`) and its component's chunk. */
  pageData: { path?: unknown; componentChunkName?: unknown }[]
  /** The version of React the build rendered with. */
  reactVersion: string
}

/** One fact of the framework the site relies on, and what the built site shows of it. */
interface Assumption {
  name: string
  /** What breaks it, or null when it holds. */
  broken: (site: BuiltSite) => string | null
}

const hasRoot = (html: string) => html.includes(`<div id="${GATSBY_ROOT_ID}"`)
/** The router wrapper with the page's server HTML inside it. */
const FOCUS_WRAPPER_WITH_CONTENT = new RegExp(`\\sid="${GATSBY_FOCUS_WRAPPER_ID}"[^>]*><(?!/)`)
const hasBundleScripts = (html: string) => html.match(GATSBY_BUNDLE_SCRIPT) !== null

/** Gatsby's pages: the built pages its page data names. */
const gatsbyPages = (site: BuiltSite) => {
  const paths = new Set(site.pageData.map(data => data.path))
  return site.pages.filter(page => paths.has(page.route))
}
/** The routes of the first pages that fail a test, for the message. */
const failing = (pages: BuiltSite["pages"], ok: (html: string) => boolean) => {
  const routes = pages.filter(page => !ok(page.html)).map(page => page.route)
  return routes.length === 0 ? null : `${routes.slice(0, 3).join(", ")}${routes.length > 3 ? ` and ${routes.length - 3} more` : ""}`
}

const ASSUMPTIONS: Assumption[] = [
  {
    name: "page data names each built page (path)",
    broken: site => {
      if (site.pageData.length === 0) return "public/page-data holds no page-data.json"
      const unmatched = site.pageData.filter(data => !site.pages.some(page => page.route === data.path))
      return unmatched.length === 0 ? null : `no built page at ${unmatched.slice(0, 3).map(data => JSON.stringify(data.path)).join(", ")}`
    },
  },
  {
    name: `page components' chunks are named "${PAGE_COMPONENT_CHUNK_PREFIX}…" (PAGE_COMPONENT_CHUNK_PREFIX)`,
    broken: site => {
      const names = new Set(site.pageData.map(data => data.componentChunkName))
      const other = [...names].filter(name => typeof name !== "string" || !name.startsWith(PAGE_COMPONENT_CHUNK_PREFIX))
      return other.length === 0 ? null : `page data names the chunks ${other.slice(0, 3).map(name => JSON.stringify(name)).join(", ")}`
    },
  },
  {
    name: `Gatsby's root element is <div id="${GATSBY_ROOT_ID}"> (GATSBY_ROOT_ID)`,
    broken: site => {
      const pages = failing(gatsbyPages(site), hasRoot)
      return pages && `not in ${pages}`
    },
  },
  {
    name: `Gatsby's router wrapper id="${GATSBY_FOCUS_WRAPPER_ID}" holds the server HTML (GATSBY_FOCUS_WRAPPER_ID)`,
    broken: site => {
      const pages = failing(gatsbyPages(site), html => FOCUS_WRAPPER_WITH_CONTENT.test(html))
      return pages && `not in ${pages}`
    },
  },
  {
    name: "Gatsby's bundles load through <script src async> tags (GATSBY_BUNDLE_SCRIPT)",
    broken: site => {
      // A page written by an earlier build and left in place by Gatsby has the loader instead.
      const pages = failing(gatsbyPages(site), html => hasBundleScripts(html) || hasScriptsLoader(html))
      return pages && `neither those tags nor the loader in ${pages}`
    },
  },
  {
    name: `React is version ${REACT_MAJOR} (REACT_MAJOR: React.lazy's thenables, the stream's padding)`,
    broken: site => (Number(site.reactVersion.split(".")[0]) === REACT_MAJOR ? null : `the build renders with React ${site.reactVersion}`),
  },
]

/** The assumptions the built site contradicts, each with what contradicts it (empty when all hold). */
export function brokenAssumptions(site: BuiltSite): string[] {
  return ASSUMPTIONS.flatMap(({ name, broken }) => {
    const why = broken(site)
    return why === null ? [] : [`${name}: ${why}`]
  })
}

/** Stops the build when the framework no longer is what src/framework/internals.ts says. */
export function assertFrameworkUnchanged(site: BuiltSite): void {
  const broken = brokenAssumptions(site)
  if (broken.length > 0) {
    throw new Error(`The framework changed under src/framework/internals.ts; revisit what relies on it:\n- ${broken.join("\n- ")}`)
  }
}
