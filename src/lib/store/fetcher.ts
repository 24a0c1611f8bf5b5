import type { ContentData } from "./content-shape"

/** Where gatsby-node writes the build-time data (loaded at start-up, never in the first bundle). */
export const STATIC_DATA_PATH = "/static-data.json"

/** The build-time data written next to the pages. */
export async function loadStaticData(fetchImpl: typeof fetch, path: string = STATIC_DATA_PATH): Promise<ContentData> {
  const response = await fetchImpl(path)
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
  return (await response.json()) as ContentData
}
