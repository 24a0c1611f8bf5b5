import { fillIn, fillInParts, wordsOf } from "../../src/content/words"

test("placeholders take their values, wherever the language puts them", () => {
  expect(fillIn("{position} of {total}", { position: 2, total: 5 })).toBe("2 of 5")
  expect(fillIn("{total} referanstan {position}. referansı göster", { position: 2, total: 5 })).toBe("5 referanstan 2. referansı göster")
  expect(fillIn("{rating} out of {max} from {count} reviews on {platform}", { rating: 4.9, max: 5, count: 23, platform: "Clutch" })).toBe("4.9 out of 5 from 23 reviews on Clutch")
})

test("a placeholder without a value stays as written; missing words are empty", () => {
  expect(fillIn("{heading}: details", {})).toBe("{heading}: details")
  expect(fillIn("{constructor} {heading}", { heading: "Services" })).toBe("{constructor} Services")
  expect(fillIn(null, { position: 1 })).toBe("")
  expect(fillIn(undefined, {})).toBe("")
})

test("wordsOf picks words by name from settings, an unset one empty", () => {
  const settings = { insightsNewerLabel: "Daha yeni", insightsOlderLabel: null, language: "tr" }
  expect(wordsOf(settings, { newer: "insightsNewerLabel", older: "insightsOlderLabel" })).toEqual({ newer: "Daha yeni", older: "" })
  expect(wordsOf(null as typeof settings | null, { newer: "insightsNewerLabel" })).toEqual({ newer: "" })
})

test("fillInParts keeps non-text values whole, in the order the words put them", () => {
  const link = { link: "Amna" }
  expect(fillInParts("By {name}, {role}", { name: link, role: "Director" })).toEqual(["By ", link, ", ", "Director"])
  expect(fillInParts("{role} — {name}", { name: link, role: "Director" })).toEqual(["Director", " — ", link])
  expect(fillInParts("بقلم {name}، {role}", { name: link })).toEqual(["بقلم ", link, "، ", "{role}"])
  expect(fillInParts(null, { name: link })).toEqual([])
})
