import { graphql } from "gatsby"
import { ContactSection } from "../../forms/contact/ContactSection"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { form as spec } from "./config"
import { ContactDetails } from "./ContactDetails"
import { contactSectionView } from "./view"

type Block = Queries.FormBlockFragment

const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  contact_section: block => <ContactSection copy={contactSectionView(block)} />,
  contact_details: (block, { page }) => <ContactDetails block={block} bookingLink={pageRecords(page).bookingLink} />,
}

/** The contact form with the block's copy around it (layout contact_section), or the ways to reach us without it (contact_details). */
export function FormBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment FormBlock on DirectusBlockForm {
    layout anchor heading highlightedText description
    reassurances { icon label }
    buttonText dialogTitle
    buttons { text link variant action }
    image { publicURL }
    imageUrl imageAlt
  }
`
