import { attemptFor, newIdempotencyKey } from "../../src/forms/attempt"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test("unchanged answers are a retry: the same key and body; changed answers are a new submission", () => {
  let n = 0
  const newKey = () => `key-${++n}`
  const first = attemptFor({ name: "Amina", goals: ["a"] }, null, () => ({ sent: 1 }), newKey)
  expect(first).toEqual({ retry: false, attempt: { answers: expect.any(String), key: "key-1", body: { sent: 1 } } })
  // Key order does not make answers different.
  const again = attemptFor({ goals: ["a"], name: "Amina" }, first.attempt, () => ({ sent: 2 }), newKey)
  expect(again).toEqual({ retry: true, attempt: first.attempt })
  const changed = attemptFor({ name: "Amina", goals: ["a", "b"] }, first.attempt, () => ({ sent: 3 }), newKey)
  expect(changed).toEqual({ retry: false, attempt: { answers: expect.any(String), key: "key-2", body: { sent: 3 } } })
})

test("keys are random UUIDs, also where randomUUID is missing (not a secure context)", () => {
  expect(newIdempotencyKey()).toMatch(UUID)
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  const randomUUID = crypto.randomUUID
  Object.defineProperty(crypto, "randomUUID", { configurable: true, value: undefined })
  try {
    expect(newIdempotencyKey()).toMatch(UUID)
  } finally {
    Object.defineProperty(crypto, "randomUUID", { configurable: true, value: randomUUID })
  }
})
