import { boolean, object, string } from "yup"
import type { ObjectSchema, StringSchema } from "yup"
import type { ContactFormCopy } from "./copy"
import { LIMITS } from "./options"
import type { ContactValues } from "./options"
import { isValidPhone } from "./phone"
import type { PhoneCountry } from "./phone"

/** Validation context: the country selected in the phone picker. */
export interface ContactSchemaContext {
  phoneCountry?: PhoneCountry | null
}

/** The phone number's validity check, by name: alone among the errors, the status line says the phone's message. */
export const PHONE_VALIDITY = "valid"

const EMAIL_SHAPE = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i

/** What the schema reads of the form's words: its messages and the choices a value must be one of. */
export type SchemaCopy = Pick<ContactFormCopy, "messages" | "roleOptions" | "heardFromOptions">

const hasText = (value: string | null | undefined) => (value ?? "").trim() !== ""

/** Spec 000 §5.1, in the page's language. Every message is the copy's; nothing else ever reaches the visitor. */
export function contactSchema({ messages, roleOptions, heardFromOptions }: SchemaCopy) {
  // strict(): a number or object where text belongs is 'Invalid value', never silently cast to text.
  // A missing value (null or undefined) counts as empty: required fields then say they are required.
  const text = (): StringSchema<string | null | undefined> => string().strict().typeError(messages.invalidValue).nullable().optional()
  const name = (required: string) =>
    text()
      .test("required", required, value => (value ?? "").trim().length >= LIMITS.nameMin)
      .max(LIMITS.nameMax, messages.nameMax)
  const choice = (options: readonly { value: string }[], message: string) =>
    text().test("choice", message, value => options.some(option => option.value === value))

  return object({
    firstName: name(messages.firstNameRequired),
    lastName: name(messages.lastNameRequired),
    email: text()
      .test("required", messages.emailRequired, hasText)
      .max(LIMITS.emailMax, messages.emailInvalid)
      .test("shape", messages.emailInvalid, value => !hasText(value) || EMAIL_SHAPE.test(value ?? "")),
    phoneNumber: text()
      .test("required", messages.phoneRequired, value => (value ?? "").replace(/\D/g, "") !== "")
      .test(PHONE_VALIDITY, messages.phoneInvalid, (value, context) => {
        const digits = (value ?? "").replace(/\D/g, "")
        const { phoneCountry } = (context.options.context ?? {}) as ContactSchemaContext
        return digits === "" || isValidPhone(value ?? "", phoneCountry)
      }),
    companyName: text().max(LIMITS.companyMax, messages.companyMax),
    role: choice(roleOptions, messages.roleRequired),
    heardFrom: choice(heardFromOptions, messages.heardFromRequired),
    message: text().max(LIMITS.messageMax, messages.messageMax),
    consent: boolean()
      .strict()
      .typeError(messages.invalidValue)
      .nullable()
      .optional()
      .test("ticked", messages.consentRequired, value => value === true),
  })
}

/** The schema typed as the form's values (missing values are accepted by the schema and reported as such). */
export const typedContactSchema = (copy: SchemaCopy) => contactSchema(copy) as unknown as ObjectSchema<ContactValues>
