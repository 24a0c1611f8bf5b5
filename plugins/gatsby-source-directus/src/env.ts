/**
 * Where the plugin reads the CMS from, taken from the environment by the plugin itself: a value
 * passed as a plugin option is kept by Gatsby as `SitePlugin.pluginOptions`, queryable like any
 * content, so the build token never goes through gatsby-config.
 */
export interface CmsSettings {
  url: string
  token: string
  /** CONTENT_STRICT=1: refused content and a missing or unreachable CMS fail the build. */
  strict: boolean
  /** GATSBY_PREVIEW=1 (npm run preview): drafts are built too, so editors can open them. */
  drafts: boolean
}

export function cmsSettings(env: NodeJS.ProcessEnv = process.env): CmsSettings {
  return {
    url: (env.DIRECTUS_URL ?? "").trim(),
    token: (env.DIRECTUS_TOKEN ?? "").trim(),
    strict: env.CONTENT_STRICT === "1",
    drafts: isPreviewBuild(env),
  }
}

/** A preview build (npm run preview): drafts, the preview's browser code, noindex; never a public build. */
export function isPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GATSBY_PREVIEW === "1"
}
