import { createHash } from "crypto"
import { promises as fs } from "fs"
import { createRequire } from "module"
import path from "path"
import satori from "satori"
import sharp from "sharp"
import { BRAND } from "../styles/brand"
import { SHARE_IMAGES } from "../content/seo"

/** What a page's share image says: its name and the part of the site it belongs to. */
export interface ShareCard {
  title: string
  section: string
}

/** Changed whenever the design below changes, so every image is made again. */
const DESIGN = "2026-11-29"

/** Where the made images are served: a name from the card's content, so a page keeps its image until its words change. */
export function shareImagePathFor(card: ShareCard): string {
  const digest = createHash("sha256").update(JSON.stringify([DESIGN, card.title, card.section])).digest("hex").slice(0, 16)
  return `/og/made/${digest}.jpg`
}

/**
 * Inter from @fontsource (WOFF: satori reads no WOFF2), for the weights the card uses: a card is an
 * image, so it carries the brand's face while pages use the platforms' own. Resolved from the site's
 * root (the build's bundler leaves no `require.resolve`).
 */
async function fonts() {
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve
  const dir = path.join(path.dirname(resolve("@fontsource/inter/package.json")), "files")
  const weight = async (value: 500 | 800) => ({ name: "Inter", weight: value, style: "normal" as const, data: await fs.readFile(path.join(dir, `inter-latin-${value}-normal.woff`)) })
  return Promise.all([weight(500), weight(800)])
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | string | (Node | string)[] } }
const h = (type: string, style: Record<string, unknown>, children?: Node["props"]["children"]): Node => ({ type, props: { style, children } })

/** A longer title gets a smaller face, so up to about 110 characters fit in three lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 62 : 52)

/** The card: the brand's navy with a violet glow, the section in amber, the title in white, the site's name at the foot. */
function card({ title, section }: ShareCard): Node {
  return h("div", {
    width: "100%", height: "100%", boxSizing: "border-box", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "72px 80px",
    backgroundColor: BRAND.navy, backgroundImage: `radial-gradient(circle at 85% 15%, rgba(91,77,232,.55), rgba(11,21,51,0) 55%)`,
    color: "#FFFFFF", fontFamily: "Inter",
  }, [
    h("div", { display: "flex", alignItems: "center", gap: 20 }, [
      h("div", { width: 56, height: 56, borderRadius: 14, backgroundImage: "linear-gradient(135deg, #22D3EE, #5B4DE8)" }),
      h("div", { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, "Lumenaut"),
      h("div", { marginLeft: 16, padding: "8px 20px", borderRadius: 999, backgroundColor: "rgba(245,158,11,.16)", color: "#F59E0B", fontSize: 24, fontWeight: 500 }, section),
    ]),
    h("div", { display: "flex", fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.12, letterSpacing: -1, maxWidth: 1000 }, title),
    h("div", { display: "flex", alignItems: "center", gap: 20, fontSize: 26, fontWeight: 500, color: "#CBD5E1" }, [
      h("div", { width: 64, height: 6, borderRadius: 3, backgroundColor: "#5B4DE8" }),
      "Software, AI and automation · lumenaut.dev",
    ]),
  ])
}

/** One card as a 1200 × 630 JPEG: satori lays it out as SVG (text as outlines), sharp draws it. */
export async function renderShareImage(shareCard: ShareCard): Promise<Buffer> {
  const svg = await satori(card(shareCard) as unknown as Parameters<typeof satori>[0], { width: SHARE_IMAGES.width, height: SHARE_IMAGES.height, fonts: await fonts() })
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/**
 * Writes each card's image into `publicDir` at shareImagePathFor, taking it from `cacheDir` where an
 * earlier build made it (the name is the content's digest) and making only the others. Returns how
 * many it made.
 */
export async function writeShareImages(cards: readonly ShareCard[], { publicDir, cacheDir, render = renderShareImage }: { publicDir: string; cacheDir: string; render?: (card: ShareCard) => Promise<Buffer> }): Promise<number> {
  const unique = new Map(cards.map(entry => [shareImagePathFor(entry), entry]))
  await fs.mkdir(cacheDir, { recursive: true })
  await fs.mkdir(path.join(publicDir, "og", "made"), { recursive: true })
  let made = 0
  for (const [servedAt, entry] of unique) {
    const cached = path.join(cacheDir, path.basename(servedAt))
    const bytes = await fs.readFile(cached).catch(async () => {
      made++
      const fresh = await render(entry)
      await fs.writeFile(cached, fresh)
      return fresh
    })
    await fs.writeFile(path.join(publicDir, servedAt), bytes)
  }
  return made
}
