import { boolean, object, string } from "yup"
import type { ObjectSchema, StringSchema } from "yup"
import { HEARD_FROM_OPTIONS, LIMITS, MESSAGES, ROLE_OPTIONS } from "./options"
import type { ContactValues } from "./options"
import { isValidPhone } from "./phone"
import type { PhoneCountry } from "./phone"

/** Validation context: the country selected in the phone picker. */
export interface ContactSchemaContext {
  phoneCountry?: PhoneCountry | null
}

const EMAIL_SHAPE = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i

// strict(): a number or object where text belongs is 'Invalid value', never silently cast to text.
// A missing value (null or undefined) counts as empty: required fields then say they are required.
const text = (): StringSchema<string | null | undefined> => string().strict().typeError(MESSAGES.invalidValue).nullable().optional()

const hasText = (value: string | null | undefined) => (value ?? "").trim() !== ""

const name = (required: string) =>
  text()
    .test("required", required, value => (value ?? "").trim().length >= LIMITS.nameMin)
    .max(LIMITS.nameMax, MESSAGES.nameMax)

const choice = (options: readonly { value: string }[], message: string) =>
  text().test("choice", message, value => options.some(option => option.value === value))

/** Spec 000 §5.1. Every message comes from MESSAGES; nothing else ever reaches the visitor. */
export const contactSchema = object({
  firstName: name(MESSAGES.firstNameRequired),
  lastName: name(MESSAGES.lastNameRequired),
  email: text()
    .test("required", MESSAGES.emailRequired, hasText)
    .max(LIMITS.emailMax, MESSAGES.emailInvalid)
    .test("shape", MESSAGES.emailInvalid, value => !hasText(value) || EMAIL_SHAPE.test(value ?? "")),
  phoneNumber: text()
    .test("required", MESSAGES.phoneRequired, value => (value ?? "").replace(/\D/g, "") !== "")
    .test("valid", MESSAGES.phoneInvalid, (value, context) => {
      const digits = (value ?? "").replace(/\D/g, "")
      const { phoneCountry } = (context.options.context ?? {}) as ContactSchemaContext
      return digits === "" || isValidPhone(value ?? "", phoneCountry)
    }),
  companyName: text().max(LIMITS.companyMax, MESSAGES.companyMax),
  role: choice(ROLE_OPTIONS, MESSAGES.roleRequired),
  heardFrom: choice(HEARD_FROM_OPTIONS, MESSAGES.heardFromRequired),
  message: text().max(LIMITS.messageMax, MESSAGES.messageMax),
  consent: boolean()
    .strict()
    .typeError(MESSAGES.invalidValue)
    .nullable()
    .optional()
    .test("ticked", MESSAGES.consentRequired, value => value === true),
})

/** The schema typed as the form's values (missing values are accepted by the schema and reported as such). */
export const typedContactSchema = contactSchema as unknown as ObjectSchema<ContactValues>
