import { noticeOf } from "../../src/content/notice"

test("the not-found record's notice is its first block with a layout; a record without one has none", () => {
  const notice = { layout: "notice", description: "Sorry." }
  expect(noticeOf([{}, notice, { layout: "panel", description: "Later." }])).toBe(notice)
  expect(noticeOf([{}, {}])).toBeNull()
})
