import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { file, str } from "../../../plugins/gatsby-source-directus/src/fields"
import { buttons, iconLabels } from "../fields"

const fields = [
  iconLabels("reassurances", "Trust points beside the form (contact section) or lines under the email and phone (contact details)"),
  str("button_text", "The button that opens the form in a dialog on phones (contact section)"),
  str("dialog_title", "Heading of that dialog (contact section)"),
  buttons("Buttons under the contact details (contact details layout)"),
  file("image", "A picture beside the contact details (contact details)"),
  str("image_alt", "What the picture shows (for screen readers)"),
] as const

/**
 * The copy around a contact form (the form's own labels, choices and messages are the contact_form
 * collection's, linked by the build in the block's language as `form`):
 * contact_section (the form beside the copy, in a dialog on phones: `button_text` opens it,
 * `dialog_title` heads it); contact_details (no form: the settings' email and phone, the
 * `reassurances` lines, `buttons` as block_cta's panel ones, the picture).
 */
export const form = defineBlock({
  name: "block_form",
  nodeType: "DirectusBlockForm",
  editor: { icon: "contact_mail", note: "The copy around the contact form (contact section), or the ways to reach us without it (contact details)" },
  fields,
  layouts: {
    contact_section: {
      text: "The contact form beside its copy and trust points (in a dialog on phones)",
      uses: ["description", "reassurances", "button_text", "dialog_title"], hydrate: "when-used",
    },
    contact_details: {
      text: "The site's email and phone with lines and buttons, beside a picture (no form)",
      uses: ["description", "reassurances", "buttons", "image", "image_alt"], hydrate: "never",
    },
  },
})
