import { promises as fs } from "fs"
import path from "path"
import { COLLECTIONS, fromNode, graphqlSelection } from "./content-shape"
import type { ContentData, RawItem } from "./content-shape"
import { STATIC_DATA_PATH } from "./fetcher"
import { DEFAULT_LANGUAGE } from "../../content/languages"

type GraphqlRunner = (query: string) => Promise<{ errors?: unknown; data?: unknown }>

/** The GraphQL query of every collection in the store's shape: the records' own (English) nodes, as the CMS serves them. */
export function staticDataQuery(): string {
  const parts = COLLECTIONS.map(spec => `${spec.name}: all${spec.nodeType}(filter: { language: { eq: "${DEFAULT_LANGUAGE}" } }) { nodes { ${graphqlSelection(spec)} } }`)
  return `query StoreStaticData { ${parts.join(" ")} }`
}

/**
 * Writes the build-time content the browser store starts from (spec 000 §4.1) into public/, from
 * the same GraphQL layer the pages are built from. Called by gatsby-node.
 */
export async function writeStaticData(graphql: GraphqlRunner, publicDir: string): Promise<void> {
  const result = await graphql(staticDataQuery())
  if (result.errors || !result.data) throw new Error(`Could not query the store's build-time data: ${JSON.stringify(result.errors)}`)
  const data = result.data as Record<string, { nodes: RawItem[] }>
  const content: ContentData = {}
  for (const spec of COLLECTIONS) content[spec.name] = data[spec.name].nodes.map(node => fromNode(spec, node))
  await fs.mkdir(publicDir, { recursive: true })
  await fs.writeFile(path.join(publicDir, STATIC_DATA_PATH), JSON.stringify(content))
}
