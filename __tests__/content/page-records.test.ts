import { blockRecordIds } from "../../src/content/page-records"

const records = {
  services: [{ id: "s1" }, { id: "s2" }, { id: "s3" }],
  industries: [{ id: "i1" }, { id: "i2" }],
  reviews: [{ id: "r1" }, { id: "r2" }],
  jobs: [{ id: "j1" }, { id: "j2" }, { id: "j3" }],
  articles: [{ id: "a3" }, { id: "a2" }, { id: "a1" }],
}
const none = { services: [], industries: [], reviews: [], jobs: [], articles: [] }

test("a records block asks for its collection's records in display order, up to its limit; other collections stay empty", () => {
  const ids = blockRecordIds([{ blockType: "block_records", layout: "services", limit: 2 }, { blockType: "block_cards", layout: "services" }], records)
  expect(ids).toEqual({ ...none, services: ["s1", "s2"] })
})

test("without a limit a block shows every record; two blocks of one collection ask for each record once", () => {
  const blocks = [
    { blockType: "block_records", layout: "reviews", limit: 1 },
    { blockType: "block_records", layout: "reviews", limit: null },
    { blockType: "block_records", layout: "industries" },
  ]
  expect(blockRecordIds(blocks, records)).toEqual({ ...none, industries: ["i1", "i2"], reviews: ["r1", "r2"] })
})

test("a jobs block asks for the open jobs in the CMS's order, up to its limit", () => {
  expect(blockRecordIds([{ blockType: "block_records", layout: "jobs" }], records).jobs).toEqual(["j1", "j2", "j3"])
  expect(blockRecordIds([{ blockType: "block_records", layout: "jobs", limit: 2 }], records).jobs).toEqual(["j1", "j2"])
})

test("a latest insights block asks for the newest articles as the build orders them, up to its limit", () => {
  expect(blockRecordIds([{ blockType: "block_records", layout: "articles", limit: 2 }], records)).toEqual({ ...none, articles: ["a3", "a2"] })
})

test("a records block of an unknown layout asks for nothing", () => {
  expect(blockRecordIds([{ blockType: "block_records", layout: "projects" }], records)).toEqual(none)
})
