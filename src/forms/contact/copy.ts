/** The contact form's words in the page's language, from the CMS's contact form (spec 000 §3.2, §5.1, §9). */
import { list, text } from "../../content/blocks/common"
import type { Maybe } from "../../content/blocks/common"
import type { Option } from "./options"

/** Every message a field or the form can show (the schema's and the status line's). */
export interface ContactMessages {
  firstNameRequired: string
  lastNameRequired: string
  nameMax: string
  emailRequired: string
  emailInvalid: string
  phoneRequired: string
  phoneInvalid: string
  companyMax: string
  roleRequired: string
  heardFromRequired: string
  messageMax: string
  consentRequired: string
  invalidValue: string
  fixErrors: string
  success: string
  failure: string
}

export interface ContactFormCopy {
  /** The form's accessible name. */
  formLabel: string
  labels: { firstName: string; lastName: string; email: string; phoneNumber: string; companyName: string; role: string; heardFrom: string; message: string }
  rolePlaceholder: string
  roleOptions: Option[]
  heardFromPlaceholder: string
  heardFromOptions: Option[]
  consent: { before: string; link: string }
  submitLabel: string
  submittingLabel: string
  messages: ContactMessages
  /** The contact section's trust points, read out. */
  reassurancesLabel: string
  /** The phone dialog's line while the form loads. */
  loadingLabel: string
  /** Where the form would be, without JavaScript: `{email}` and `{phone}` are links. */
  noScriptText: string
}

/** A form's choices as the CMS holds them: each needs both its value (what is sent) and its label. */
export const choiceOptions = (items: Maybe<readonly { value: Maybe<string>; label: Maybe<string> }[]>): Option[] =>
  list(items).flatMap(item => (item.value && item.label ? [{ value: item.value, label: item.label }] : []))

export function contactFormCopy(form: Queries.ContactFormTextFragment): ContactFormCopy {
  return {
    formLabel: text(form.formLabel),
    labels: {
      firstName: text(form.firstNameLabel),
      lastName: text(form.lastNameLabel),
      email: text(form.emailLabel),
      phoneNumber: text(form.phoneLabel),
      companyName: text(form.companyLabel),
      role: text(form.roleLabel),
      heardFrom: text(form.heardFromLabel),
      message: text(form.messageLabel),
    },
    rolePlaceholder: text(form.rolePlaceholder),
    roleOptions: choiceOptions(form.roleOptions),
    heardFromPlaceholder: text(form.heardFromPlaceholder),
    heardFromOptions: choiceOptions(form.heardFromOptions),
    consent: { before: text(form.consentText), link: text(form.consentLinkLabel) },
    submitLabel: text(form.submitLabel),
    submittingLabel: text(form.submittingLabel),
    messages: {
      firstNameRequired: text(form.firstNameRequired),
      lastNameRequired: text(form.lastNameRequired),
      nameMax: text(form.nameMax),
      emailRequired: text(form.emailRequired),
      emailInvalid: text(form.emailInvalid),
      phoneRequired: text(form.phoneRequired),
      phoneInvalid: text(form.phoneInvalid),
      companyMax: text(form.companyMax),
      roleRequired: text(form.roleRequired),
      heardFromRequired: text(form.heardFromRequired),
      messageMax: text(form.messageMax),
      consentRequired: text(form.consentRequired),
      invalidValue: text(form.invalidValue),
      fixErrors: text(form.fixErrorsMessage),
      success: text(form.successMessage),
      failure: text(form.failureMessage),
    },
    reassurancesLabel: text(form.reassurancesLabel),
    loadingLabel: text(form.loadingLabel),
    noScriptText: text(form.noScriptText),
  }
}
