import { KeepServerHtml } from "../../lib/KeepServerHtml"
import { lazyNamed } from "../../lib/lazyNamed"
import type { DetailIntroProps } from "./DetailIntro"

const DetailIntro = lazyNamed(() => import(/* webpackChunkName: "detail-intro" */ "./DetailIntro"), "DetailIntro")

/**
 * The title and body of a detail page the CMS alone describes, as a static block is rendered: its
 * server HTML stays, and its code loads only when a page change renders it.
 */
export function StaticDetailIntro(props: DetailIntroProps) {
  return (
    <KeepServerHtml name="detail-intro">
      <DetailIntro {...props} />
    </KeepServerHtml>
  )
}
