import sharp from "sharp"

/** Blur placeholder of spec 000 §9's constants: 20 px wide, quality 10. */
export const BLUR_PLACEHOLDER = { width: 20, quality: 10 } as const

/** The box an image is cut to, so its placeholder shows the same crop. */
export interface ImageBox {
  width: number
  height: number
}

/**
 * A card image's placeholder as a `data:` URL, inlined in the server HTML. gatsby-plugin-sharp's
 * own blurred placeholder takes the image's quality (80 for our JPEGs: about 600 bytes of base64
 * each); its encoder's options have no quality of their own. WebP at 10 is 85–120 bytes, and is
 * cut like the image (cover, sharp's attention focus, gatsby-plugin-sharp's default).
 */
export async function blurPlaceholder(file: string, box: ImageBox): Promise<string> {
  const width = BLUR_PLACEHOLDER.width
  const height = Math.max(1, Math.round((width * box.height) / box.width))
  const bytes = await sharp(file)
    .rotate()
    .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
    .webp({ quality: BLUR_PLACEHOLDER.quality })
    .toBuffer()
  return `data:image/webp;base64,${bytes.toString("base64")}`
}
