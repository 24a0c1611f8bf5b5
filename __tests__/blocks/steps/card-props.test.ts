import { stepCard } from "../../../src/blocks/steps/card-props"

const step = { number: "3", title: "Build", duration: "2-4 weeks", description: "We build it.", icon: "code" as const, features: [] }

test("a step card labels its number on two digits over the title, its duration in a pill, on glass", () => {
  expect(stepCard(step)).toMatchObject({ badge: { text: "Step 03", at: "label" }, title: "Build", pill: "2-4 weeks", text: "We build it.", surface: "glass" })
})

test("a step without a duration shows no pill", () => {
  expect(stepCard({ ...step, duration: "" }).pill).toBeUndefined()
})
