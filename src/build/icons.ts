import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { SITE } from "../config/site"
import { theme } from "../styles/theme"

/** PNG icons cut from the one source icon; the SVG favicon is served from static/. */
export const ICONS = [
  { file: "icons/favicon-32.png", size: 32 },
  { file: "icons/apple-touch-icon.png", size: 180 },
  { file: "icons/icon-192.png", size: 192 },
  { file: "icons/icon-512.png", size: 512 },
] as const

export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: SITE.name,
      short_name: SITE.shortName,
      description: SITE.tagline,
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: theme.color.surface,
      theme_color: theme.color.navy,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2
  )}\n`
}

/** Writes the web manifest and the PNG icons into public/. */
export async function writeIcons(publicDir: string, sourceIcon: string): Promise<void> {
  await fs.mkdir(path.join(publicDir, "icons"), { recursive: true })
  await Promise.all(
    ICONS.map(icon => sharp(sourceIcon).resize(icon.size, icon.size).png().toFile(path.join(publicDir, icon.file)))
  )
  await fs.writeFile(path.join(publicDir, SITE.webManifest), webManifest())
}
