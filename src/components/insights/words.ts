/** The insights' words in a page's language: the settings' (InsightsLabels), placeholders unfilled. */
import type { LanguageCode } from "../../content/languages"
import { wordsOf } from "../../content/words"
import type { ArticleWords } from "./article-card"

const NAMES = {
  insights: "insightsLabel", all: "insightsAllLabel", related: "insightsRelatedHeading", aboutAuthor: "insightsAboutAuthor",
  moreFrom: "insightsMoreFrom", follow: "insightsFollowLabel", empty: "insightsEmptyText", by: "insightsByLabel", byRole: "insightsByRoleLabel",
  readingTime: "insightsReadingTime", topics: "insightsTopicsLabel", pages: "insightsPagesLabel", page: "insightsPageLabel",
  newer: "insightsNewerLabel", older: "insightsOlderLabel", listPage: "insightsListPageTitle",
} as const satisfies Record<string, keyof Queries.InsightsLabelsFragment>

export type InsightsWords = Record<keyof typeof NAMES, string> & ArticleWords

export const insightsWords = (labels: Queries.InsightsLabelsFragment | null, language: LanguageCode): InsightsWords =>
  ({ ...wordsOf(labels, NAMES), language })
