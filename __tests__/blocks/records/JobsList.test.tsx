import { render, screen } from "@testing-library/react"
import { JobsList } from "../../../src/blocks/records/JobsList"
import { jobsView } from "../../../src/blocks/records/view"
import { toJob } from "../../../src/content/jobs"
import { pageBlock } from "../../support/content-blocks"

/** The careers page's jobs block, as content/ holds it. */
const { copy } = jobsView(pageBlock("careers", "block_records", "jobs"))

test("with no jobs it shows No Open Positions and a Send Us Your Resume mail link", () => {
  render(<JobsList jobs={[]} copy={copy} />)
  expect(screen.getByRole("heading", { name: "No Open Positions" })).toBeInTheDocument()
  const link = screen.getByRole("link", { name: "Send Us Your Resume" })
  expect(link.getAttribute("href")).toMatch(/^mailto:careers@lumenaut\.dev/)
  expect(screen.queryByRole("link", { name: /Apply Now/ })).toBeNull()
})

test("each job shows title, location, cut description and Apply Now to its link or a mail link", () => {
  const jobs = [
    toJob({ id: "1", title: "Automation Engineer", description: "x".repeat(200), link: "https://jobs.example.org/1" }),
    toJob({ id: "2", title: "UI Designer" }),
  ]
  render(<JobsList jobs={jobs} copy={copy} />)
  expect(screen.getByText("x".repeat(150) + "...")).toBeInTheDocument()
  expect(screen.getAllByText("Lahore, Pakistan (Office)")).toHaveLength(2)
  const external = screen.getByRole("link", { name: "Apply Now: Automation Engineer" })
  expect(external).toHaveAttribute("href", "https://jobs.example.org/1")
  expect(external).toHaveAttribute("target", "_blank")
  expect(screen.getByRole("link", { name: "Apply Now: UI Designer" })).toHaveAttribute("href", "mailto:careers@lumenaut.dev?subject=UI%20Designer")
})
