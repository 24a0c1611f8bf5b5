import { graphql } from "gatsby"

/** What the contact form reads of the CMS's contact form (copy.ts), in its block's language. */
export const fragment = graphql`
  fragment ContactFormText on DirectusContactForm {
    formLabel firstNameLabel lastNameLabel emailLabel phoneLabel companyLabel
    roleLabel rolePlaceholder roleOptions { value label }
    heardFromLabel heardFromPlaceholder heardFromOptions { value label }
    messageLabel consentText consentLinkLabel submitLabel submittingLabel
    successMessage failureMessage fixErrorsMessage
    firstNameRequired lastNameRequired nameMax emailRequired emailInvalid phoneRequired phoneInvalid
    companyMax roleRequired heardFromRequired messageMax consentRequired invalidValue
    reassurancesLabel loadingLabel noScriptText
  }
`
