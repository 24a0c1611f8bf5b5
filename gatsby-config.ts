import path from "path"
import type { GatsbyConfig } from "gatsby"
import { theme } from "./src/styles/theme"

process.env.GATSBY_TELEMETRY_DISABLED = "1"

const siteUrl = (process.env.SITE_URL || process.env.GATSBY_SITE_URL || "https://www.lumenaut.dev").replace(/\/+$/, "")
// The browser reads the same origin through src/config/site.ts.
process.env.GATSBY_SITE_URL = siteUrl
// Always defined, so webpack sees a constant and a public build holds no preview code at all (src/root/wrapPage.tsx).
process.env.GATSBY_PREVIEW = process.env.GATSBY_PREVIEW === "1" ? "1" : "0"

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Lumenaut Technologies",
    siteUrl,
  },
  trailingSlash: "never",
  // React's JSX runtime; a file that uses emotion's css prop opts into emotion's on its first line, so
  // what every page renders before its sections carries no emotion runtime (README, "How pages stay light").
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      // The plugin's own option default (true) overrides its production check. Emotion's inline
      // source maps, dropped only when minified, made our components look over 160 kB to webpack,
      // and Gatsby's rule for large libraries gave each of them a chunk (a request) of its own.
      resolve: "gatsby-plugin-emotion",
      options: { sourceMap: process.env.NODE_ENV !== "production" },
    },
    // Images: gatsby-transformer-sharp computes gatsby-plugin-image's data (AVIF, WebP, sizes) and
    // pages render it as plain <picture>s (src/components/ui/Picture.tsx).
    // gatsby-plugin-image itself is not registered: its head style and page-wide load script serve
    // GatsbyImage, which no page uses.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF keeps the look of WebP's 80 at 60 (at 50 the projects' faint dot grids fade). Heroes
        // ask for 50 (HERO_PICTURE, src/content/hero-resolution.ts): a hero is a phone's largest
        // paint, and its illustration holds up there. No placeholder of the plugin's own: it would
        // take the image's quality; cards ask for `blurredPlaceholder` (gatsby-node.ts).
        defaults: { formats: ["auto", "webp", "avif"], quality: 80, avifOptions: { quality: 60 }, placeholder: "none" },
      },
    },
    "gatsby-transformer-sharp",
    // The plugin reads DIRECTUS_URL, DIRECTUS_TOKEN and CONTENT_STRICT itself: Gatsby keeps plugin
    // options queryable (SitePlugin.pluginOptions), so the token is never one.
    {
      resolve: "gatsby-source-directus",
      // Rich text's pictures are made for the reading column that shows them.
      options: { snapshotDir: process.env.CONTENT_DIR || path.join(__dirname, "content"), pictureColumn: theme.reading },
    },
  ],
}

export default config
