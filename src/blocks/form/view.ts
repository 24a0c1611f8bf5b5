/** What each form layout shows (Form.tsx): the copy around the contact form, or the ways to reach us. Pure, unit-tested. */
import { blockImage, iconLabels, text } from "../../content/blocks/common"
import { linkButtons } from "../../content/blocks/link-buttons"
import type { LinkButton } from "../../content/blocks/link-buttons"
import type { IconLabel } from "../../content/types/sections"

/** The contact section's copy (spec 000 §2.9): heading, text, trust signals, and its dialog on phones. */
export interface ContactSectionCopy {
  heading: string
  text: string
  trustSignals: IconLabel[]
  mobileModal: { title: string; buttonText: string }
}

type FormData = Pick<Queries.FormBlockFragment, "heading" | "description" | "reassurances" | "buttonText" | "dialogTitle">

/** Layout contact_section: the copy beside the contact form. */
export const contactSectionView = (block: FormData): ContactSectionCopy => ({
  heading: text(block.heading),
  text: text(block.description),
  trustSignals: iconLabels(block.reassurances),
  mobileModal: { title: text(block.dialogTitle), buttonText: text(block.buttonText) },
})

export interface ContactDetails {
  /** The heading's id: the block's anchor. */
  id: string
  heading: string
  description: string
  /** Lines under the settings' email and phone (the offices). */
  lines: IconLabel[]
  buttons: LinkButton[]
  image: { src: string; alt: string } | null
}

/** Layout contact_details: the ways to reach us; buttons with an action go to the settings' booking or WhatsApp link. */
export function contactDetailsView(block: Queries.FormBlockFragment, links: { booking: string; whatsapp: string }): ContactDetails {
  return {
    id: text(block.anchor) || "contact-details",
    heading: text(block.heading),
    description: text(block.description),
    lines: iconLabels(block.reassurances),
    buttons: linkButtons(block.buttons, links),
    image: blockImage(block),
  }
}
