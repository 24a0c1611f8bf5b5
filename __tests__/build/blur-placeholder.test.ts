/** @jest-environment node */
import path from "path"
import sharp from "sharp"
import { BLUR_PLACEHOLDER, blurPlaceholder } from "../../src/build/blur-placeholder"

const PROJECT = path.join(__dirname, "../../content/assets/project-fintech-mobile.jpg")

const decode = (url: string) => {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/]+={0,2})$/.exec(url)
  expect(match).not.toBeNull()
  return Buffer.from(match![1], "base64")
}

test("spec 000 §9's placeholder: a WebP 20 px wide, cut to the card image's box", async () => {
  for (const [box, height] of [[{ width: 640, height: 360 }, 11], [{ width: 640, height: 220 }, 7]] as const) {
    const meta = await sharp(decode(await blurPlaceholder(PROJECT, box))).metadata()
    expect(meta).toMatchObject({ format: "webp", width: BLUR_PLACEHOLDER.width, height })
  }
})

test("at quality 10 it is a few dozen bytes, well under the same cut at the images' 80", async () => {
  const bytes = decode(await blurPlaceholder(PROJECT, { width: 640, height: 360 })).length
  const at80 = (await sharp(PROJECT).resize(20, 11, { fit: "cover", position: sharp.strategy.attention }).webp({ quality: 80 }).toBuffer()).length
  expect(BLUR_PLACEHOLDER.quality).toBe(10)
  expect(bytes).toBeLessThan(160)
  expect(bytes).toBeLessThan(at80 * 0.7)
})

test("it keeps the image's colours: the placeholder's mean matches the photo's", async () => {
  const url = await blurPlaceholder(PROJECT, { width: 640, height: 360 })
  const mean = async (input: Buffer | string) => (await sharp(input).resize(1, 1, { fit: "cover", position: sharp.strategy.attention }).raw().toBuffer())
  const [a, b] = [await mean(decode(url)), await mean(PROJECT)]
  for (let i = 0; i < 3; i++) expect(Math.abs(a[i] - b[i])).toBeLessThan(24)
})
