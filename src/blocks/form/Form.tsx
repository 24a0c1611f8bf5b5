import { graphql } from "gatsby"
import { ContactSection } from "../../forms/contact/ContactSection"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { ContactDetails } from "./ContactDetails"
import { contactDetailsView, contactSectionView } from "./view"

/** Layout contact_details: its buttons go to the settings' booking and WhatsApp links. */
function Details({ block, bookingLink }: { block: Queries.FormBlockFragment; bookingLink: string }) {
  const { contact } = useSiteSettings()
  return <ContactDetails details={contactDetailsView(block, { booking: bookingLink, whatsapp: contact.whatsapp })} />
}

/** The contact form with the block's copy around it (layout contact_section), or the ways to reach us without it (contact_details). */
export function FormBlock({ block, page }: BlockProps<Queries.FormBlockFragment>) {
  if (block.layout === "contact_details") return <Details block={block} bookingLink={pageRecords(page).bookingLink} />
  return <ContactSection copy={contactSectionView(block)} />
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
