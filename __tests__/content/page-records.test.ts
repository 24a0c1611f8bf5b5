import { blockRecordIds } from "../../src/content/page-records"

const records = {
  services: [{ id: "s1" }, { id: "s2" }, { id: "s3" }],
  industries: [{ id: "i1" }, { id: "i2" }],
  reviews: [{ id: "r1" }, { id: "r2" }],
}

test("a records block asks for its collection's records in display order, up to its limit; other collections stay empty", () => {
  const ids = blockRecordIds([{ blockType: "block_records", variant: "services", limit: 2 }, { blockType: "block_cards", variant: "services" }], records)
  expect(ids).toEqual({ services: ["s1", "s2"], industries: [], reviews: [] })
})

test("without a limit a block shows every record; two blocks of one collection ask for each record once", () => {
  const blocks = [
    { blockType: "block_records", variant: "reviews", limit: 1 },
    { blockType: "block_records", variant: "reviews", limit: null },
    { blockType: "block_records", variant: "industries" },
  ]
  expect(blockRecordIds(blocks, records)).toEqual({ services: [], industries: ["i1", "i2"], reviews: ["r1", "r2"] })
})

test("a records block of an unknown variant asks for nothing", () => {
  expect(blockRecordIds([{ blockType: "block_records", variant: "jobs" }], records)).toEqual({ services: [], industries: [], reviews: [] })
})
