import { stripHtml, truncate, truncateAtWord, twoDigits } from "../../src/content/text"

test("stripHtml removes tags, decodes basic entities and collapses whitespace", () => {
  expect(stripHtml("<p>Build <strong>faster</strong>&nbsp;&amp; safer</p>\n")).toBe("Build faster & safer")
  expect(stripHtml(null)).toBe("")
})

test("truncate appends an ellipsis only past the limit", () => {
  expect(truncate("abcdef", 6)).toBe("abcdef")
  expect(truncate("abcdefg", 6)).toBe("abcdef...")
  expect(truncate(undefined, 3)).toBe("")
})

test("truncateAtWord cuts at a word boundary", () => {
  expect(truncateAtWord("Automate every workflow today", 20)).toBe("Automate every...")
  expect(truncateAtWord("short", 20)).toBe("short")
  expect(truncateAtWord("Supercalifragilistic", 5)).toBe("Super...")
})

test("shown numbers have at least two digits", () => {
  expect([twoDigits(1), twoDigits("7"), twoDigits(12), twoDigits(104)]).toEqual(["01", "07", "12", "104"])
})
