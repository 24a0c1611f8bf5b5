/**
 * The insights' parts as static content (KeepServerHtml): their server HTML stays, and their code (one
 * `insights` chunk) loads only when a page change renders them.
 */
import { keptServerHtml } from "../../lib/KeepServerHtml"
import { lazyNamed } from "../../lib/lazyNamed"

const load = () => import(/* webpackChunkName: "insights" */ "./parts")

export const StaticArticleHeader = keptServerHtml("article-header", lazyNamed(load, "ArticleHeader"))
export const StaticArticleFooter = keptServerHtml("article-footer", lazyNamed(load, "ArticleFooter"))
export const StaticInsightsList = keptServerHtml("insights-list", lazyNamed(load, "InsightsList"))
