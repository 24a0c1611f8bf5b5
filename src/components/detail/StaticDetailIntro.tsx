import { keptServerHtml } from "../../lib/KeepServerHtml"
import { lazyNamed } from "../../lib/lazyNamed"

/**
 * The title and body of a detail page the CMS alone describes, as a static block is rendered: its
 * server HTML stays, and its code loads only when a page change renders it.
 */
export const StaticDetailIntro = keptServerHtml("detail-intro", lazyNamed(() => import(/* webpackChunkName: "detail-intro" */ "./DetailIntro"), "DetailIntro"))
