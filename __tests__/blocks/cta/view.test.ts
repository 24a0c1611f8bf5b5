import { panelLayoutView } from "../../../src/blocks/cta/view"

const block = (fields: Partial<Queries.CtaBlockFragment>) => ({
  layout: "panel", anchor: null, heading: "Ready for {name}?", highlightedText: null, description: "Talk to us", offer: null, buttonText: null,
  buttonTags: [], reassurances: [], trustStrip: [], bars: [], buttons: [], stats: [], look: null, code: null, ...fields,
}) as Queries.CtaBlockFragment

test("a panel without a look, or with one the site does not have, is a band; its copy takes the page's name", () => {
  for (const look of [null, "sideways"]) expect(panelLayoutView(block({ look }), { name: "Automation", bookingLink: "" })).toMatchObject({ look: "band", heading: "Ready for Automation?" })
  expect(panelLayoutView(block({ look: "box" }), { name: "", bookingLink: "" }).look).toBe("box")
})

test("a label in button_text is a button that opens the lead form; none without one", () => {
  expect(panelLayoutView(block({ look: "light", buttonText: "Submit Form" }), { name: "", bookingLink: "" }).leadButton).toBe("Submit Form")
  expect(panelLayoutView(block({}), { name: "", bookingLink: "" }).leadButton).toBeUndefined()
})

test("a booking button goes to the booking link; figures keep their order", () => {
  const view = panelLayoutView(block({ buttons: [{ text: "Book", link: null, variant: "light", action: "booking" }], stats: [{ value: "9", label: "A" }, { value: "1", label: "B" }] }),
    { name: "", bookingLink: "https://cal.example.org/intro" })
  expect(view.buttons[0]).toMatchObject({ text: "Book", link: "https://cal.example.org/intro" })
  expect(view.stats.map(stat => stat.label)).toEqual(["A", "B"])
})
