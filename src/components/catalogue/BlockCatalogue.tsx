import { Blocks } from "../../blocks/Blocks"
import type { BlockData } from "../../blocks/Blocks"
import { blockPage } from "../../blocks/types"
import type { BlockPage, BlockPageData } from "../../blocks/types"
import { caseStudyName } from "../../content/case-study"
import { catalogueGroups } from "./catalogue-entries"
import type { DeclaredType, Placed } from "./catalogue-entries"
import { demoStates } from "./demo-showcase"
import { Entry, State } from "./Entry"

type Data = Queries.ShowcasePageQuery

/**
 * Every block of the content on the page that holds it, as its template renders it: the record's name
 * and lead context, a case study's own project, and every record a block may show.
 */
function placedBlocks(data: Data): Placed<BlockData, BlockPage>[] {
  const records: BlockPageData = {
    directusSettings: data.directusSettings, projects: data.projects, services: data.services, industries: data.industries,
    reviews: data.reviews, jobs: data.jobs, articles: data.articles,
  }
  const place = (blocks: readonly BlockData[], page: BlockPage) => blocks.map(block => ({ block, page }))
  return [
    ...data.pages.nodes.flatMap(node => place(node.blocks, blockPage(records, node.title ?? "", node.leadContext))),
    ...data.services.nodes.flatMap(node => place(node.blocks, blockPage(records, node.title ?? ""))),
    ...data.industries.nodes.flatMap(node => place(node.blocks, blockPage(records, node.name ?? node.title ?? ""))),
    ...data.projects.nodes.flatMap(node => place(node.blocks, blockPage({ ...records, directusProject: node }, caseStudyName(node)))),
  ]
}

/**
 * Every layout of every block type (catalogueGroups), each state one of the content's blocks rendered
 * as its page renders it (Blocks, the registry), with an anchor of its own so the showcase's ids stay unique.
 */
export function BlockCatalogue({ declared, data }: { declared: readonly DeclaredType[]; data: Data }) {
  const placed = placedBlocks(data)
  return (
    <>
      {catalogueGroups(declared, placed, demoStates(placed)).flatMap(group => group.entries).map(entry => (
        <Entry key={entry.id} id={entry.id} name={entry.name} note={entry.note}>
          {entry.states.length === 0 && <State label="No content uses this layout yet" />}
          {entry.states.map(({ label, block, page }, index) => (
            <State key={index} label={`${page.name || "Untitled page"}: ${label}`} padded={false}>
              <Blocks blocks={[{ ...block, anchor: `demo-${entry.id}-${index + 1}` } as BlockData]} page={page} />
            </State>
          ))}
        </Entry>
      ))}
    </>
  )
}
