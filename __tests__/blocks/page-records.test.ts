import { pageRecords } from "../../src/blocks/page-records"
import { blockPage } from "../../src/blocks/types"

const data = {
  directusSettings: { calendlyLink: "https://cal.example.org/intro" },
  projects: { nodes: [{ id: "p1", slug: "fintech-mobile", title: "FinTech Mobile Banking App" }] },
  jobs: { nodes: [{ id: "j1", title: "Automation Engineer", location: "Remote", description: null, link: null }] },
}

test("a block page's records are its query's, mapped as blocks show them", () => {
  const records = pageRecords(blockPage(data, "Home"))
  expect(records.bookingLink).toBe("https://cal.example.org/intro")
  expect(records.projects.map(project => project.path)).toEqual(["/portfolio/fintech-mobile"])
  expect(records.jobs.map(job => job.title)).toEqual(["Automation Engineer"])
  expect([records.services, records.industries, records.reviews]).toEqual([[], [], []])
})

test("are mapped once per page, however many blocks read them", () => {
  const page = blockPage(data, "Home")
  expect(pageRecords(page)).toBe(pageRecords(blockPage(page.data, "Other")))
  expect(pageRecords(blockPage({ ...data }, "Home"))).not.toBe(pageRecords(page))
})

test("a case study's page reads its own project, its summary else its short description", () => {
  const withProject = { ...data, directusProject: { id: "p1", slug: "fintech-mobile", title: "FinTech", shortDescription: "Card text", summary: null } }
  expect(pageRecords(blockPage(withProject, "FinTech")).project).toMatchObject({ card: { title: "FinTech", path: "/portfolio/fintech-mobile" }, summary: "Card text" })
  expect(pageRecords(blockPage(data, "Home")).project).toBeUndefined()
})
