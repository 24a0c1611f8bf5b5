import { excerptParts } from "../../../src/components/search/excerpt"

test("a passage's matches are marked runs; entities are text, and any other markup is dropped as text", () => {
  expect(excerptParts("Pick the first <mark>automation</mark> &amp; measure it")).toEqual([
    { text: "Pick the first ", marked: false },
    { text: "automation", marked: true },
    { text: " & measure it", marked: false },
  ])
  expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>cloud</mark><img src=x onerror=alert(2)>')).toEqual([
    { text: "<img src=x onerror=alert(1)> ", marked: false },
    { text: "cloud", marked: true },
  ])
  expect(excerptParts("")).toEqual([])
})
