import { ABOUT_COUNT, WHY_WORK_COUNT, countValue } from "../../src/content/countup"

test("why-work counters take 60 steps of about 33 ms; about counters 2000 ms in 16 ms steps", () => {
  expect(WHY_WORK_COUNT).toEqual({ steps: 60, stepMs: 33 })
  expect(ABOUT_COUNT.stepMs).toBe(16)
  expect(ABOUT_COUNT.steps * ABOUT_COUNT.stepMs).toBeGreaterThanOrEqual(1984)
  expect(ABOUT_COUNT.steps * ABOUT_COUNT.stepMs).toBeLessThanOrEqual(2016)
})

test("values rise monotonically from 0 and end exactly on the target", () => {
  const values = Array.from({ length: 61 }, (_, step) => countValue(98, step, 60))
  expect(values[0]).toBe(0)
  expect(values[60]).toBe(98)
  expect(values[59]).toBeLessThan(98)
  values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i]))
})
