import { contactFormCopy } from "../../src/forms/contact/copy"
import { snapshotContactForm } from "../support/content-blocks"

const ENGLISH = contactFormCopy(snapshotContactForm())

describe("the contact form's words (spec 000 §3.2, §9) as the embedded content holds them", () => {
  test("English: the spec's labels, choices and consent line", () => {
    expect(ENGLISH.labels).toEqual({
      firstName: "First name", lastName: "Last name", email: "Work email", phoneNumber: "Phone number",
      companyName: "Company name", role: "Your role", heardFrom: "How did you hear about us?", message: "Tell us about your project",
    })
    expect(ENGLISH.roleOptions).toEqual([
      { value: "ceo-founder", label: "CEO / Founder" },
      { value: "cto-it-director", label: "CTO / IT Director" },
      { value: "business-owner", label: "Business Owner" },
      { value: "operations-manager", label: "Operations Manager" },
      { value: "project-manager", label: "Project Manager" },
      { value: "marketing-manager", label: "Marketing Manager" },
      { value: "other", label: "Other" },
    ])
    expect(ENGLISH.heardFromOptions).toEqual([
      { value: "google_search", label: "Google Search" },
      { value: "linkedin_social", label: "LinkedIn" },
      { value: "friend_referral", label: "Referral" },
      { value: "social_media", label: "Social Media" },
      { value: "email_newsletter", label: "Email" },
      { value: "online_ad", label: "Advertisement" },
      { value: "other", label: "Other" },
    ])
    expect(ENGLISH.consent).toEqual({ before: "I allow contact for scheduling and marketing, as per its ", link: "Privacy Policy" })
    expect([ENGLISH.submitLabel, ENGLISH.submittingLabel]).toEqual(["Send Message", "Submitting..."])
    expect([ENGLISH.messages.fixErrors, ENGLISH.messages.success, ENGLISH.messages.failure]).toEqual([
      "Please fix the errors before submitting", "Thank you! We'll get back to you soon.", "Something went wrong. Please try again.",
    ])
  })

  test.each(["ar", "tr"] as const)("%s: every word translated, every choice's value the English one", language => {
    const copy = contactFormCopy(snapshotContactForm(language))
    const words = (value: unknown): string[] => (typeof value === "string" ? [value] : Object.values(value as object).flatMap(words))
    const { roleOptions, heardFromOptions, ...rest } = copy
    const { roleOptions: enRoles, heardFromOptions: enHeard, ...enRest } = ENGLISH
    const shown = words(rest)
    expect(shown.every(word => word.trim() !== "")).toBe(true)
    // Nothing falls back to English but the names that read the same (LinkedIn).
    expect(shown.filter(word => words(enRest).includes(word))).toEqual([])
    expect(roleOptions.map(option => option.value)).toEqual(enRoles.map(option => option.value))
    expect(heardFromOptions.map(option => option.value)).toEqual(enHeard.map(option => option.value))
  })

  test("a choice without its value or its label is not offered", () => {
    const form = { ...snapshotContactForm(), roleOptions: [{ value: "ceo-founder", label: "" }, { value: null, label: "Ghost" }, { value: "other", label: "Other" }] }
    expect(contactFormCopy(form).roleOptions).toEqual([{ value: "other", label: "Other" }])
  })
})
