/** How the before_after and cost_columns layouts draw their two columns as ComparedColumns (Comparison.tsx): pure. */
import type { ComparedColumn, ComparedColumnsProps } from "./ComparedColumns"
import type { BeforeAfterItem, BeforeAfterView, CostColumn, CostColumnsView } from "./view"

const titledEntry = (item: BeforeAfterItem) => ({ icon: item.icon, title: item.longTitle, lead: item.shortDescription, text: item.longDescription })

/**
 * Problems (a target by the title) against solutions (a check): each entry its long title, short and long
 * text; the lists `before-list` and `after-list` cut on phones until their buttons.
 */
export function beforeAfterColumns(view: BeforeAfterView): ComparedColumnsProps {
  const visible = view.mobileVisibleCount
  const problems: ComparedColumn = {
    title: view.problemsTitle, icon: "target", entries: view.problems.map(titledEntry), testId: "problem",
    more: { text: view.showMoreProblemsText, visible, listId: "before-list" },
  }
  const solutions: ComparedColumn = {
    title: view.solutionsTitle, icon: "check", entries: view.solutions.map(titledEntry), testId: "solution",
    more: { text: view.showMoreSolutionsText, visible, listId: "after-list" },
  }
  return { look: "tinted", columns: [problems, solutions] }
}

/** The usual way's price, time and points (each by a clock) against the better one's (each by a check), the saving between. */
export function costColumns(view: CostColumnsView): ComparedColumnsProps {
  const column = (data: CostColumn, mark: "clock" | "check"): ComparedColumn => ({
    title: data.label,
    figures: [{ label: data.costCaption, value: data.cost }, { label: data.timelineCaption, value: data.timeline }],
    entries: data.points.map(point => ({ icon: mark, text: point })),
  })
  return {
    look: "highlighted", columns: [column(view.traditional, "clock"), column(view.ai, "check")],
    between: { value: view.savingsValue, label: view.savingsLabel },
  }
}
