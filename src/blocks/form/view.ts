/** What each form layout shows (Form.tsx): the copy around the contact form, or the ways to reach us. Pure, unit-tested. */
import { blockImage, iconLabels, text } from "../../content/blocks/common"
import { linkButtons } from "../../content/blocks/link-buttons"
import type { LinkButton } from "../../content/blocks/link-buttons"
import type { SiteSettings } from "../../content/settings"
import type { IconLabel, IconLink } from "../../content/types/sections"
import { telUrl } from "../../../plugins/gatsby-source-directus/src/rules"
import { contactFormCopy } from "../../forms/contact/copy"
import type { ContactFormCopy } from "../../forms/contact/copy"

/** The contact section's copy (spec 000 §2.9): heading, text, trust signals, and its dialog on phones. */
export interface ContactSectionCopy {
  heading: string
  text: string
  trustSignals: IconLabel[]
  mobileModal: { title: string; buttonText: string }
  /** The form's own words in the block's language (the build links them: a preview's new block has none). */
  form: ContactFormCopy | null
}

type FormData = Pick<Queries.FormBlockFragment, "heading" | "description" | "reassurances" | "buttonText" | "dialogTitle" | "form">

/** Layout contact_section: the copy beside the contact form. */
export const contactSectionView = (block: FormData): ContactSectionCopy => ({
  heading: text(block.heading),
  text: text(block.description),
  trustSignals: iconLabels(block.reassurances),
  mobileModal: { title: text(block.dialogTitle), buttonText: text(block.buttonText) },
  form: block.form ? contactFormCopy(block.form) : null,
})

export interface ContactDetails {
  /** The heading's id: the block's anchor. */
  id: string
  heading: string
  description: string
  /** The settings' email and phone (mailto: and tel: links), then the block's lines (the offices). */
  lines: IconLink[]
  buttons: LinkButton[]
  image: { src: string; alt: string } | null
}

/**
 * Layout contact_details: the ways to reach us; buttons with an action go to the page's booking link
 * or the settings' WhatsApp link.
 */
export function contactDetailsView(
  block: Queries.FormBlockFragment,
  { booking, contact }: { booking: string; contact: Pick<SiteSettings["contact"], "email" | "phone" | "whatsapp"> },
): ContactDetails {
  return {
    id: text(block.anchor) || "contact-details",
    heading: text(block.heading),
    description: text(block.description),
    lines: [
      { icon: "mail", label: contact.email, href: `mailto:${contact.email}` },
      { icon: "phone", label: contact.phone, href: telUrl(contact.phone) },
      ...iconLabels(block.reassurances),
    ],
    buttons: linkButtons(block.buttons, { booking, whatsapp: contact.whatsapp }),
    image: blockImage(block),
  }
}
