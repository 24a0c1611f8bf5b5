import { GRID_COLUMNS, limitItems, cardGridSpans } from "../../src/content/grid"

test("one card is full width, two are wide, three are narrow", () => {
  expect(cardGridSpans(1)).toEqual([6])
  expect(cardGridSpans(2)).toEqual([3, 3])
  expect(cardGridSpans(3)).toEqual([2, 2, 2])
})

test("longer lists fill rows of three and never leave a lone card", () => {
  expect(cardGridSpans(4)).toEqual([3, 3, 3, 3])
  expect(cardGridSpans(5)).toEqual([2, 2, 2, 3, 3])
  expect(cardGridSpans(6)).toEqual([2, 2, 2, 2, 2, 2])
  expect(cardGridSpans(10)).toEqual([2, 2, 2, 2, 2, 2, 3, 3, 3, 3])
  expect(cardGridSpans(0)).toEqual([])
})

test("every complete row fills the six columns", () => {
  for (let count = 1; count <= 30; count++) {
    const total = cardGridSpans(count).reduce((sum, span) => sum + span, 0)
    expect(total % GRID_COLUMNS).toBe(0)
  }
})

test("the limit slices the list", () => {
  expect(limitItems([1, 2, 3, 4], 2)).toEqual([1, 2])
  expect(limitItems([1, 2, 3])).toEqual([1, 2, 3])
})
