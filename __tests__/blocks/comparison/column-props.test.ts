import { beforeAfterColumns, costColumns } from "../../../src/blocks/comparison/column-props"
import { beforeAfterView, costColumnsView } from "../../../src/blocks/comparison/view"
import { pageBlock } from "../../support/content-blocks"

test("before/after: problems (a target) against solutions (a check), each list cut on phones until its button", () => {
  const { look, columns: [problems, solutions], between } = beforeAfterColumns(beforeAfterView(pageBlock("lp/automation-solutions", "block_comparison", "before_after")))
  expect([look, between]).toEqual(["tinted", undefined])
  expect([problems.icon, problems.testId, problems.more]).toEqual(["target", "problem", { text: "Show More Problems", visible: 3, listId: "before-list" }])
  expect([solutions.icon, solutions.testId, solutions.more]).toEqual(["check", "solution", { text: "Show More Solutions", visible: 3, listId: "after-list" }])
  expect(problems.entries).toHaveLength(5)
  for (const entry of [...problems.entries, ...solutions.entries]) expect(entry.title && entry.lead && entry.text).toBeTruthy()
})

test("cost columns: price and time over the points (a clock, then a check), the saving between", () => {
  const { look, columns: [usual, better], between } = costColumns(costColumnsView(pageBlock("lp/ai-development-services", "block_comparison", "cost_columns")))
  expect([look, between?.value]).toEqual(["highlighted", "70%"])
  expect([usual.figures?.map(figure => figure.value), better.figures?.map(figure => figure.value)]).toEqual([["$150K+", "6-12 months"], ["$45K", "2-6 weeks"]])
  expect([usual.icon, usual.more, usual.testId]).toEqual([undefined, undefined, undefined])
  expect(new Set(usual.entries.map(entry => [entry.icon, entry.title].join()))).toEqual(new Set(["clock,"]))
  expect(new Set(better.entries.map(entry => entry.icon))).toEqual(new Set(["check"]))
})
