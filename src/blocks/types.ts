import type { LeadPageContext } from "../content/landing"

/** What every block knows of the page it is on. */
export interface BlockPage {
  /** The lead modal's page context for every call to action of the page. */
  leadContext: LeadPageContext
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
