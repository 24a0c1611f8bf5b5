/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import sharp from "sharp"
import { renderShareImage, shareImagePathFor, writeShareImages } from "../../src/build/share-images"

test("a card's image is a 1200 × 630 JPEG, and its address changes with its words only", async () => {
  const card = { title: "How to Choose the First Process to Automate", section: "Insights" }
  expect(await sharp(await renderShareImage(card)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 })
  expect(shareImagePathFor(card)).toMatch(/^\/og\/made\/[0-9a-f]{16}\.jpg$/)
  expect(shareImagePathFor({ ...card })).toBe(shareImagePathFor(card))
  expect(shareImagePathFor({ ...card, title: "Another title" })).not.toBe(shareImagePathFor(card))
  expect(shareImagePathFor({ ...card, section: "Services" })).not.toBe(shareImagePathFor(card))
}, 30000)

test("a warm build takes unchanged cards' images from the cache and makes only the new ones", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "share-images-"))
  try {
    const render = jest.fn(async (card: { title: string }) => Buffer.from(card.title))
    const options = { publicDir: path.join(dir, "public"), cacheDir: path.join(dir, "cache"), render }
    const cards = [{ title: "A", section: "" }, { title: "B", section: "Services" }, { title: "A", section: "" }]
    await expect(writeShareImages(cards, options)).resolves.toBe(2)
    await expect(writeShareImages([...cards, { title: "C", section: "" }], { ...options, publicDir: path.join(dir, "public-2") })).resolves.toBe(1)
    expect(render.mock.calls.map(([card]) => card.title)).toEqual(["A", "B", "C"])
    expect(readdirSync(path.join(dir, "public-2", "og", "made"))).toHaveLength(3)
    expect(readFileSync(path.join(dir, "public-2", shareImagePathFor(cards[1]))).toString()).toBe("B")
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
