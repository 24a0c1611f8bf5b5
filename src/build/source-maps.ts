import { promises as fs } from "fs"
import { walk } from "./scan"

/** Source maps publish the whole source beside the bundles: only a build run with SOURCE_MAPS=1 writes them. */
export const sourceMapsWanted = () => process.env.SOURCE_MAPS === "1"

/** Gatsby keeps earlier builds' files in public/: maps of a SOURCE_MAPS=1 build would outlive it. */
export async function removeSourceMaps(publicDir: string): Promise<void> {
  const maps = (await walk(publicDir)).filter(file => file.endsWith(".map"))
  await Promise.all(maps.map(file => fs.rm(file)))
}
