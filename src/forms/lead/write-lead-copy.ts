import { promises as fs } from "fs"
import path from "path"
import { collectionSpec } from "../../../plugins/gatsby-source-directus/src/collections"
import { graphqlSelection } from "../../lib/store/content-shape"
import { leadFormCopy } from "./copy"
import type { LeadFormNode } from "./copy"
import { leadCopyPath } from "./load-copy"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../content/languages"
import type { LanguageCode } from "../../content/languages"

type GraphqlRunner = (query: string) => Promise<{ errors?: unknown; data?: unknown }>

/**
 * Writes the lead dialog's words into public/, one file per site language (a translation, English
 * where it lacks a field; the English words where the form has no translation in that language),
 * from the same GraphQL layer as the pages. Called by gatsby-node.
 */
export async function writeLeadCopy(graphql: GraphqlRunner, publicDir: string): Promise<void> {
  const result = await graphql(`query LeadFormCopies { allDirectusLeadForm { nodes { language ${graphqlSelection(collectionSpec("lead_form"))} } } }`)
  if (result.errors || !result.data) throw new Error(`Could not query the lead form's words: ${JSON.stringify(result.errors)}`)
  const { nodes } = (result.data as { allDirectusLeadForm: { nodes: (LeadFormNode & { language: LanguageCode })[] } }).allDirectusLeadForm
  const english = nodes.find(node => node.language === DEFAULT_LANGUAGE)
  if (!english) throw new Error("The lead form has no words: the CMS's Lead Form is empty")
  for (const { code } of LANGUAGES) {
    const node = nodes.find(candidate => candidate.language === code) ?? english
    const file = path.join(publicDir, leadCopyPath(code))
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, JSON.stringify(leadFormCopy(node)))
  }
}
