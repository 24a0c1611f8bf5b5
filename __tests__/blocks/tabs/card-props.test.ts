import { groupCard, groupColumns } from "../../../src/blocks/tabs/card-props"

test("a group whose entries have descriptions lists them as terms; one without any shows its entries as chips", () => {
  const described = groupCard({ name: "Backend", entries: [{ name: "Node.js", description: "APIs" }, { name: "Redis", description: "" }] })
  expect(described).toMatchObject({ title: "Backend", terms: [{ name: "Node.js", text: "APIs" }, { name: "Redis", text: "" }] })
  expect(described.tags).toBeUndefined()
  const bare = groupCard({ name: "Stack", entries: [{ name: "React", description: "" }, { name: "Go", description: "" }] })
  expect(bare.tags?.items).toEqual(["React", "Go"])
  expect(bare.terms).toBeUndefined()
})

test("three boxes a row on the widest screens, two where three would leave one alone, never more than there are", () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(count => groupColumns(count).xl)).toEqual([1, 2, 3, 2, 3, 3, 2])
  expect(groupColumns(4).md).toBe(2)
})
