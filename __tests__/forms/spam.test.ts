import { fillStartedAt, isLikelySpam, MIN_FILL_MS } from "../../src/forms/spam"

test("honeypot text or a fill faster than the minimum is spam", () => {
  expect(MIN_FILL_MS).toBe(3000)
  expect(isLikelySpam("", 0, MIN_FILL_MS)).toBe(false)
  expect(isLikelySpam("", 1000, 1000 + MIN_FILL_MS - 1)).toBe(true)
  expect(isLikelySpam("   ", 1000, 1000 + MIN_FILL_MS)).toBe(false)
  expect(isLikelySpam("http://spam", 0, 60000)).toBe(true)
})

test("answers restored from a draft count as filled by a person; a fresh form starts its clock now", () => {
  expect(isLikelySpam("", fillStartedAt(true, 5000), 5001)).toBe(false)
  expect(isLikelySpam("", fillStartedAt(false, 5000), 5001)).toBe(true)
})
