import { render, screen, within } from "@testing-library/react"
import { StatsBlock } from "../../../src/blocks/stats/Stats"
import { blockPage } from "../../../src/blocks/types"
import type { BlockPageData } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const details = () => screen.getAllByRole("term").map(term => term.textContent)
const overviewOf = (slug: string) => pageBlock<Queries.StatsBlockFragment>(slug, "block_stats", "text_with_facts", "projects")
/** A case study's page holding its own project (the record's description is the overview's fallback). */
const caseStudy = (project: NonNullable<BlockPageData["directusProject"]>) =>
  blockPage({ directusSettings: null, projects: { nodes: [] }, directusProject: project }, project.title ?? "")

test("a CMS project without a written case study shows its own description and no made-up project details", () => {
  const page = caseStudy({ id: "1", slug: "a", title: "A", description: "<p>About A</p>", technologies: ["React"] } as NonNullable<BlockPageData["directusProject"]>)
  render(<StatsBlock block={overviewOf("fleet-control-tower")} page={page} />)
  expect(screen.queryAllByRole("term")).toEqual([])
  // With no detail known, the Project Details card is left out rather than shown empty.
  expect(screen.queryByRole("heading", { name: "Project Details" })).toBeNull()
  expect(screen.queryByRole("complementary")).toBeNull()
  expect(screen.getByRole("heading", { name: "Project Overview" })).toBeInTheDocument()
  expect(screen.getByText("About A")).toBeInTheDocument()
})

test("a written case study shows its own text and every detail it has, not the record's description", () => {
  const page = caseStudy({ id: "2", slug: "fintech-mobile", title: "FinTech", description: "<p>The card's story</p>" } as NonNullable<BlockPageData["directusProject"]>)
  render(<StatsBlock block={overviewOf("fintech-mobile")} page={page} />)
  expect(details()).toEqual(["Client", "Industry", "Project Type", "Duration", "Team Size", "Services"])
  expect(screen.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual(["The Challenge", "Our Solution"])
  expect(screen.queryByText("The card's story")).toBeNull()
  // The section is named by its heading, the facts' box by its own.
  const section = screen.getByRole("region", { name: "Project Overview" })
  expect(section.id).toBe("overview")
  expect(within(section).getByRole("heading", { level: 2, name: "Project Overview" }).id).toBe("overview-title")
  const box = within(section).getByRole("complementary", { name: "Project Details" })
  expect(within(box).getByRole("heading", { level: 2 }).id).toBe("overview-title-facts")
})
