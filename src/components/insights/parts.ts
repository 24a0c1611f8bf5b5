/** The insights' parts, one chunk (static.ts loads it). */
export { ArticleHeader } from "./ArticleHeader"
export { ArticleFooter } from "./ArticleFooter"
export { InsightsList } from "./InsightsList"
