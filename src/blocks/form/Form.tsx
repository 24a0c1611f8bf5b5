import { graphql } from "gatsby"
import { TextBeside } from "../../components/sections/TextBeside"
import type { SiteSettings } from "../../content/settings"
import { ContactSection } from "../../forms/contact/ContactSection"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { form as spec } from "./config"
import { contactDetailsView, contactSectionView } from "./view"

type Block = Queries.FormBlockFragment

/** Each layout's section, with the settings' contact details (e-mail, phone, WhatsApp). */
const layouts = (contact: SiteSettings["contact"]): LayoutRenderers<typeof spec, Block> => ({
  contact_section: block => <ContactSection copy={contactSectionView(block)} />,
  contact_details: (block, { page }) => {
    const view = contactDetailsView(block, { booking: pageRecords(page).bookingLink, contact })
    return (
      <TextBeside titleId={view.id} title={view.heading} titleSize="lg" text={view.description} lines={view.lines} buttons={view.buttons}
        aside={view.image ? { picture: view.image } : undefined} />
    )
  },
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
    form { ...ContactFormText }
    buttons { text link variant action }
    image { publicURL }
    imageUrl imageAlt
  }
`
