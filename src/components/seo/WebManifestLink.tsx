import { SITE } from "../../config/site"

/**
 * The web manifest's link, in the head Gatsby renders in the browser only (its server render is
 * empty). Browsers fetch a linked manifest, and for their install check its icon, at the load
 * event, on a connection of their own. Where a page arrives faster than it is laid out (a slow
 * phone on a fast network) that event comes before the first paint, and these requests compete
 * with it. The page's code starts only after that paint (src/build/scripts-after-paint.ts), and
 * Chrome reads a manifest linked then as one linked at first. A browser without JavaScript gets no
 * manifest: Chrome reads only a link that is the head's own child, so a `<noscript>` copy would
 * link nothing.
 */
export function WebManifestLink() {
  return typeof document === "undefined" ? null : <link rel="manifest" href={SITE.webManifest} />
}
