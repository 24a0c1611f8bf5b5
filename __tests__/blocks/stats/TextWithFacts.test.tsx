import { render, screen } from "@testing-library/react"
import { TextWithFacts } from "../../../src/blocks/stats/TextWithFacts"
import { textWithFactsView } from "../../../src/blocks/stats/view"
import { projectRecord } from "../../../src/content/portfolio-detail"
import { pageBlock } from "../../support/content-blocks"

const details = () => screen.getAllByRole("term").map(term => term.textContent)
const overviewOf = (slug: string) => pageBlock<Queries.StatsBlockFragment>(slug, "block_stats", "text_with_facts", "projects")

test("a CMS project without a written case study shows its own description and no made-up project details", () => {
  const project = projectRecord({ id: "1", slug: "a", title: "A", description: "<p>About A</p>", technologies: ["React"] })
  render(<TextWithFacts titleId="overview-title" view={textWithFactsView(overviewOf("fleet-control-tower"), project)} />)
  expect(screen.queryAllByRole("term")).toEqual([])
  // With no detail known, the Project Details card is left out rather than shown empty.
  expect(screen.queryByRole("heading", { name: "Project Details" })).toBeNull()
  expect(screen.getByRole("heading", { name: "Project Overview" })).toBeInTheDocument()
  expect(screen.getByText("About A")).toBeInTheDocument()
})

test("a written case study shows its own text and every detail it has, not the record's description", () => {
  const project = projectRecord({ id: "2", slug: "fintech-mobile", title: "FinTech", description: "<p>The card's story</p>" })
  render(<TextWithFacts titleId="overview-title" view={textWithFactsView(overviewOf("fintech-mobile"), project)} />)
  expect(details()).toEqual(["Client", "Industry", "Project Type", "Duration", "Team Size", "Services"])
  expect(screen.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual(["The Challenge", "Our Solution"])
  expect(screen.queryByText("The card's story")).toBeNull()
})
