import { graphql } from "gatsby"
import type { SiteSettings } from "../../content/settings"
import { ContactSection } from "../../forms/contact/ContactSection"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { form as spec } from "./config"
import { ContactDetails } from "./ContactDetails"
import { contactDetailsView, contactSectionView } from "./view"

type Block = Queries.FormBlockFragment

/** Each layout's section, with the settings' contact details (e-mail, phone, WhatsApp). */
const layouts = (contact: SiteSettings["contact"]): LayoutRenderers<typeof spec, Block> => ({
  contact_section: block => <ContactSection copy={contactSectionView(block)} />,
  // Its buttons go to the page's booking link and the settings' WhatsApp link.
  contact_details: (block, { page }) => (
    <ContactDetails contact={contact} details={contactDetailsView(block, { booking: pageRecords(page).bookingLink, whatsapp: contact.whatsapp })} />
  ),
})

/** The contact form with the block's copy around it (layout contact_section), or the ways to reach us without it (contact_details). */
export function FormBlock({ block, page }: BlockProps<Block>) {
  const { contact } = useSiteSettings()
  return renderLayout(spec, layouts(contact), block, page)
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
