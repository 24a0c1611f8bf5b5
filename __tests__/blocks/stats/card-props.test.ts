import { figureCard } from "../../../src/blocks/stats/card-props"

test("a figure card shows its icon, then the figure over its label (the card's title), then its sentence", () => {
  expect(figureCard({ icon: "clock", value: "40%", label: "Faster intake", description: "From form to triage" })).toMatchObject({
    media: { icon: "clock" }, lead: "40%", title: "Faster intake", text: "From form to triage",
  })
})
