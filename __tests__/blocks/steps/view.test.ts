import { stepCardText, stepNumber, stepsView } from "../../../src/blocks/steps/view"

const block = (fields: Partial<Queries.StepsBlockFragment>) =>
  ({ layout: "cards", anchor: null, heading: "How we work", highlightedText: null, description: null, steps: [], totalLabel: null, totalValue: null, featuresLabel: null, ...fields }) as Queries.StepsBlockFragment
const step = (fields: Record<string, unknown>) => ({ number: null, title: null, duration: null, description: null, icon: null, features: [], ...fields })

test("a step without a number takes its place in the list, shown in two digits; a mark (a year) stays as written", () => {
  const view = stepsView(block({ steps: [step({ number: "7" }), step({}), step({ number: "2019" })] as never }))
  expect(view.steps.map(s => s.number)).toEqual(["7", "2", "2019"])
  expect(view.steps.map(stepNumber)).toEqual(["07", "02", "2019"])
})

test("an unknown icon is the neutral check mark; missing copy is empty, never null", () => {
  const [only] = stepsView(block({ steps: [step({ icon: "unicorn" })] as never })).steps
  expect(only).toEqual({ number: "1", title: "", duration: "", description: "", icon: "check", features: [] })
})

test("the total shows only with its figure", () => {
  expect(stepsView(block({ totalLabel: "Total", totalValue: null })).total).toBeNull()
  expect(stepsView(block({ totalLabel: "Total time to launch", totalValue: "2-6 weeks" })).total).toEqual({ label: "Total time to launch", value: "2-6 weeks" })
})

test("a card cuts the title at 35 characters and the text at 150 (spec 001 §5)", () => {
  const long = "x".repeat(200)
  const [card] = stepsView(block({ steps: [step({ title: long, description: long })] as never })).steps.map(stepCardText)
  expect([card.title.length, card.description.length]).toEqual([38, 153])
})
