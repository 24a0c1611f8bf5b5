import type { LandingPageMeta } from "../../data/types/landing"
import { Seo } from "../seo/Seo"

/** Head of a landing page: the spec's fixed title, description, keywords and canonical path. */
export function LandingHead({ meta }: { meta: LandingPageMeta }) {
  return <Seo title={meta.title} description={meta.description} pathname={meta.canonicalPath} keywords={meta.keywords} verbatimTitle />
}
