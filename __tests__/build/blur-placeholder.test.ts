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

describe("the ImageSharp.blurredPlaceholder field (gatsby-node.ts)", () => {
  type Resolve = (source: { parent: string }, box: { width: number; height: number }, context: unknown) => Promise<string | null> | null
  /** The field's resolver as Gatsby would receive it, with an in-memory cache and a recorded reporter. */
  function field(files: Record<string, string>) {
    let resolve: Resolve | undefined
    const stored = new Map<string, unknown>()
    const warnings: string[] = []
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createResolvers } = require("../../gatsby-node") as typeof import("../../gatsby-node")
    const args = {
      createResolvers: (resolvers: { ImageSharp: { blurredPlaceholder: { resolve: Resolve } } }) => { resolve = resolvers.ImageSharp.blurredPlaceholder.resolve },
      cache: { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => stored.set(key, value) },
      reporter: { warn: (message: string) => warnings.push(message) },
    }
    ;(createResolvers as unknown as (a: typeof args) => void)(args)
    const context = {
      nodeModel: {
        getNodeById: ({ id }: { id: string }) => (id in files ? { absolutePath: files[id], internal: { contentDigest: `digest-${id}` } } : null),
      },
    }
    return { ask: (parent: string, box = { width: 640, height: 360 }) => resolve!({ parent }, box, context), stored, warnings }
  }

  test("resolves to the card's placeholder, made once per file and box and kept in Gatsby's cache", async () => {
    const { ask, stored } = field({ photo: PROJECT })
    const [first, again] = await Promise.all([ask("photo"), ask("photo")])
    expect(first).toMatch(/^data:image\/webp;base64,/)
    expect(again).toBe(first)
    expect([...stored.values()]).toEqual([first])
    expect(await ask("photo", { width: 640, height: 220 })).not.toBe(first)
  })

  test("a file sharp cannot read costs its card the placeholder, with a warning naming it, not the build", async () => {
    const { ask, warnings } = field({ broken: path.join(__dirname, "blur-placeholder.test.ts") })
    expect(await ask("broken")).toBeNull()
    expect(warnings).toEqual([expect.stringContaining("No blurred placeholder for blur-placeholder.test.ts")])
    expect(await ask("no-such-file-node")).toBeNull()
  })
})
