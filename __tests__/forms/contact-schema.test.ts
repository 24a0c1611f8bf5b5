import fc from "fast-check"
import { contactSchema } from "../../src/forms/contact/schema"
import { contactFormCopy } from "../../src/forms/contact/copy"
import type { ContactValues } from "../../src/forms/contact/options"
import { snapshotContactForm } from "../support/content-blocks"
import type { ValidationError } from "yup"

const GB = { countryCode: "gb", dialCode: "44" }
const US = { countryCode: "us", dialCode: "1" }

const valid: ContactValues = {
  firstName: "Amina",
  lastName: "Khan",
  email: "amina@example.com",
  phoneNumber: "+12025550143",
  companyName: "Northwind",
  role: "ceo-founder",
  heardFrom: "google_search",
  message: "We need a booking automation.",
  consent: true,
}

// The embedded content's words: the spec's English, and the seed's Arabic.
const ENGLISH = contactFormCopy(snapshotContactForm())
const ARABIC = contactFormCopy(snapshotContactForm("ar"))
const MESSAGES = ENGLISH.messages
const schema = contactSchema(ENGLISH)

/** Field path -> first message, as react-hook-form shows it. */
async function errorsOf(values: unknown, phoneCountry: unknown = US, validated = schema): Promise<Record<string, string>> {
  try {
    await validated.validate(values, { abortEarly: false, context: { phoneCountry } })
    return {}
  } catch (error) {
    const result: Record<string, string> = {}
    for (const inner of (error as ValidationError).inner) if (inner.path && !result[inner.path]) result[inner.path] = inner.message
    return result
  }
}

const SPEC_MESSAGES = new Set<string>(Object.values(MESSAGES))

describe("contact schema (spec 000 §5.1)", () => {
  test("a complete enquiry is valid", async () => {
    await expect(errorsOf(valid)).resolves.toEqual({})
  })

  test("empty form: every required field has its message, optional fields none", async () => {
    const empty = { ...valid, firstName: "", lastName: "", email: "", phoneNumber: "", companyName: "", role: "", heardFrom: "", message: "", consent: false }
    await expect(errorsOf(empty)).resolves.toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phoneNumber: "Phone number is required",
      role: "Please select your role",
      heardFrom: "Please select how you heard about us",
      consent: "Please accept the privacy policy",
    })
  })

  test.each([
    ["firstName", "A", "First name is required"],
    ["firstName", "  ", "First name is required"],
    ["firstName", "x".repeat(51), "Maximum 50 characters allowed"],
    ["lastName", "y".repeat(51), "Maximum 50 characters allowed"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", "a@b", "Invalid email address"],
    ["email", `${"a".repeat(95)}@example.com`, "Invalid email address"],
    ["phoneNumber", "+1202", "Please enter a valid phone number"],
    ["role", "janitor", "Please select your role"],
    ["heardFrom", "tv", "Please select how you heard about us"],
    ["companyName", "c".repeat(101), "Maximum 100 characters allowed"],
    ["message", "m".repeat(501), "Maximum 500 characters allowed"],
  ])("%s = %j gives %j", async (field, value, message) => {
    await expect(errorsOf({ ...valid, [field]: value })).resolves.toEqual({ [field]: message })
  })

  test("limits are inclusive: 2 and 50 characters, 100 and 500", async () => {
    const atLimits = { ...valid, firstName: "Al", lastName: "z".repeat(50), companyName: "c".repeat(100), message: "m".repeat(500) }
    await expect(errorsOf(atLimits)).resolves.toEqual({})
  })

  test("UK mobiles are valid only with exactly 10 national digits", async () => {
    await expect(errorsOf({ ...valid, phoneNumber: "+447400123456" }, GB)).resolves.toEqual({})
    await expect(errorsOf({ ...valid, phoneNumber: "+44740012345" }, GB)).resolves.toEqual({ phoneNumber: MESSAGES.phoneInvalid })
    await expect(errorsOf({ ...valid, phoneNumber: "+4474001234567" }, GB)).resolves.toEqual({ phoneNumber: MESSAGES.phoneInvalid })
  })

  test("a number must belong to the selected country's dial code", async () => {
    await expect(errorsOf({ ...valid, phoneNumber: "+447400123456" }, US)).resolves.toEqual({ phoneNumber: MESSAGES.phoneInvalid })
    await expect(errorsOf({ ...valid, phoneNumber: "+923001234567" }, { countryCode: "pk", dialCode: "92" })).resolves.toEqual({})
  })

  test("non-strings give 'Invalid value'; a non-boolean consent too", async () => {
    await expect(errorsOf({ ...valid, firstName: 42, email: ["a"], role: {} })).resolves.toEqual({
      firstName: "Invalid value",
      email: "Invalid value",
      role: "Invalid value",
    })
    await expect(errorsOf({ ...valid, consent: "yes" })).resolves.toEqual({ consent: "Invalid value" })
  })

  test("property: any input never throws anything but a validation error, and only with the spec's messages", async () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme", maxLength: 600 }),
      fc.string({ minLength: 40, maxLength: 700 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.string()),
      fc.object()
    )
    const keys = Object.keys(valid) as (keyof ContactValues)[]
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(keys.map(k => [k, anyValue]))), fc.constantFrom(US, GB, null, { countryCode: "zz", dialCode: "999" }), async (values, country) => {
        const errors = await errorsOf(values, country)
        for (const message of Object.values(errors)) expect(SPEC_MESSAGES.has(message)).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  test("property: valid values stay valid with any text in the optional fields within limits", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 100 }), fc.string({ maxLength: 500 }), async (companyName, message) => {
        await expect(errorsOf({ ...valid, companyName, message })).resolves.toEqual(companyName.length > 100 ? { companyName: MESSAGES.companyMax } : {})
      }),
      { numRuns: 100 }
    )
  })

  test("in Arabic the messages are the Arabic copy's, and the choices' values are the English ones", async () => {
    const arabic = contactSchema(ARABIC)
    const empty = { ...valid, firstName: "", role: "", consent: false }
    await expect(errorsOf(empty, US, arabic)).resolves.toEqual({
      firstName: ARABIC.messages.firstNameRequired,
      role: ARABIC.messages.roleRequired,
      consent: ARABIC.messages.consentRequired,
    })
    expect(ARABIC.messages.firstNameRequired).toBe("الاسم الأول مطلوب")
    await expect(errorsOf(valid, US, arabic)).resolves.toEqual({})
    expect(ARABIC.roleOptions.map(option => option.value)).toEqual(ENGLISH.roleOptions.map(option => option.value))
    expect(ARABIC.roleOptions.map(option => option.label)).not.toEqual(ENGLISH.roleOptions.map(option => option.label))
  })
})
