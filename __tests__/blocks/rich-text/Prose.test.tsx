import { render, screen } from "@testing-library/react"
import { Prose } from "../../../src/blocks/rich-text/Prose"
import { proseView } from "../../../src/blocks/rich-text/view"

const block = (sections: { anchor: string | null; title: string | null; body: string | null }[]) =>
  ({ layout: "prose", anchor: null, heading: null, highlightedText: null, description: null, subtitle: null, note: null, sections }) as unknown as Queries.RichTextBlockFragment

test("an article's text runs on: a section without a title continues it, a titled one starts with a heading its anchor names", () => {
  const view = proseView(block([
    { anchor: null, title: null, body: "<p>Most teams start with the process that hurts most.</p>" },
    { anchor: "start-with-volume", title: "Start with volume", body: "<p>Count the cases a week.</p>" },
    { anchor: null, title: "Score the rules", body: "<ul><li>How many exceptions?</li></ul>" },
    { anchor: "empty", title: null, body: "" },
  ]))
  render(<Prose text={view} />)
  const headings = screen.getAllByRole("heading", { level: 2 })
  expect(headings.map(heading => [heading.textContent, heading.id])).toEqual([["Start with volume", "start-with-volume"], ["Score the rules", "score-the-rules"]])
  expect(screen.getByText("Most teams start with the process that hurts most.")).toBeInTheDocument()
  expect(screen.getByRole("listitem")).toHaveTextContent("How many exceptions?")
  // The empty section leaves nothing behind.
  expect(view.sections).toHaveLength(3)
})
