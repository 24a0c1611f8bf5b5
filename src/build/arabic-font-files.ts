import { promises as fs } from "fs"
import { createRequire } from "module"
import path from "path"
import { ARABIC_FONT_DIR, ARABIC_FONT_WEIGHTS, arabicFontFile } from "../styles/arabic-font"

/**
 * Copies the Arabic face's files (src/styles/arabic-font.ts) from its package into public/, where the
 * global styles' @font-face rules point. Resolved from the site's root, as the share images' font is.
 */
export async function copyArabicFont(root: string): Promise<void> {
  const resolve = createRequire(path.join(root, "package.json")).resolve
  const from = path.join(path.dirname(resolve("@fontsource/noto-sans-arabic/package.json")), "files")
  const to = path.join(root, "public", ARABIC_FONT_DIR)
  await fs.mkdir(to, { recursive: true })
  await Promise.all(ARABIC_FONT_WEIGHTS.map(weight => fs.copyFile(path.join(from, arabicFontFile(weight)), path.join(to, arabicFontFile(weight)))))
}
