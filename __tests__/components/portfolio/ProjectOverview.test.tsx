import { render, screen } from "@testing-library/react"
import { ProjectOverview } from "../../../src/components/portfolio/ProjectOverview"
import { caseStudyFromProject } from "../../../src/content/portfolio-detail"
import { toProjectCard } from "../../../src/content/projects"
import { caseStudiesBySlug } from "../../../src/data/portfolio"

const details = () => screen.getAllByRole("term").map(term => term.textContent)

test("a CMS project without a case study shows no made-up project details", () => {
  const study = caseStudyFromProject(toProjectCard({ id: "1", slug: "a", title: "A", technologies: ["React"] }), "About A")
  render(<ProjectOverview overview={study.overview} challengeSolution={study.challengeSolution} />)
  expect(screen.queryAllByRole("term")).toEqual([])
  // With no detail known, the Project Details card is left out rather than shown empty.
  expect(screen.queryByRole("heading", { name: "Project Details" })).toBeNull()
  expect(screen.queryByText(/confidential/i)).toBeNull()
  expect(screen.getByText("About A")).toBeInTheDocument()
})

test("a written case study shows every detail it has", () => {
  const study = caseStudiesBySlug["fintech-mobile"]
  render(<ProjectOverview overview={study.overview} challengeSolution={study.challengeSolution} />)
  expect(details()).toEqual(["Client", "Industry", "Project Type", "Duration", "Team Size", "Services"])
})
