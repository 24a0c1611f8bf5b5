/**
 * Identity of the build, fixed at build time by gatsby-node's onPreInit (GATSBY_ variables are
 * inlined into both the server and the browser bundles, so both see the same values).
 */
export const BUILD_VERSION = process.env.GATSBY_BUILD_VERSION || "development"

/** ISO time of the build; its year is what the server rendered in the footer. */
export const BUILD_TIME = process.env.GATSBY_BUILD_TIME || "2026-01-01T00:00:00.000Z"

export const BUILD_YEAR = Number(BUILD_TIME.slice(0, 4))

/** How often an open tab asks whether a newer build is deployed (spec 000 §9), the first time a minute after start-up. */
export const VERSION_CHECK_INTERVAL_MS = 60_000

/** Name of the meta tag carrying BUILD_VERSION in every page (spec 000 §7 call 7). */
export const BUILD_VERSION_META = "build-version"
