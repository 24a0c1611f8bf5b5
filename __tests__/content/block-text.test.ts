import { visibleTexts } from "../../src/content/block-text"
import { collectionSpec } from "../../plugins/gatsby-source-directus/src/collections"

test("a block's visible text is its headings, texts and repeaters' texts; links, anchors and layouts are not read", () => {
  const texts = visibleTexts(collectionSpec("block_rich_text").fields, {
    layout: "prose", anchor: "why", heading: "Why", highlightedText: null, description: "",
    sections: [{ anchor: "start", title: "Start here", body: "<p>Body</p>" }, { anchor: null, title: null, body: "<p>More</p>" }],
  })
  expect(texts).toEqual(["Why", "Start here", "<p>Body</p>", "<p>More</p>"])
})
