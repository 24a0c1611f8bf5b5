import { clearStored, readStored, STORE_KEY, writeStored } from "../../../src/lib/store/persistence"

beforeEach(() => localStorage.clear())

const record = { version: "v1", data: { services: [] }, lastFetch: 42, isStaticData: false as const }

test("stores under the one fixed key and reads back this build's record", () => {
  writeStored(localStorage, record)
  expect(JSON.parse(localStorage.getItem(STORE_KEY)!)).toEqual(record)
  expect(readStored(localStorage, "v1")).toEqual(record)
})

test("a record of another build version clears the cache", () => {
  writeStored(localStorage, record)
  expect(readStored(localStorage, "v2")).toBeNull()
  expect(localStorage.getItem(STORE_KEY)).toBeNull()
})

test("an unreadable record is cleared", () => {
  localStorage.setItem(STORE_KEY, "{not json")
  expect(readStored(localStorage, "v1")).toBeNull()
  expect(localStorage.getItem(STORE_KEY)).toBeNull()
})

test("clearStored removes the record", () => {
  writeStored(localStorage, record)
  clearStored(localStorage)
  expect(localStorage.getItem(STORE_KEY)).toBeNull()
})
