/** Contact enquiry choices, limits and messages (spec 000 §3.2, §5.1, §9). No form library here: the section imports it. */
export interface Option {
  value: string
  label: string
}

export const ROLE_OPTIONS: readonly Option[] = [
  { value: "ceo-founder", label: "CEO / Founder" },
  { value: "cto-it-director", label: "CTO / IT Director" },
  { value: "business-owner", label: "Business Owner" },
  { value: "operations-manager", label: "Operations Manager" },
  { value: "project-manager", label: "Project Manager" },
  { value: "marketing-manager", label: "Marketing Manager" },
  { value: "other", label: "Other" },
]

export const HEARD_FROM_OPTIONS: readonly Option[] = [
  { value: "google_search", label: "Google Search" },
  { value: "linkedin_social", label: "LinkedIn" },
  { value: "friend_referral", label: "Referral" },
  { value: "social_media", label: "Social Media" },
  { value: "email_newsletter", label: "Email" },
  { value: "online_ad", label: "Advertisement" },
  { value: "other", label: "Other" },
]

export const LIMITS = { nameMin: 2, nameMax: 50, emailMax: 100, companyMax: 100, messageMax: 500 } as const

export const MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  nameMax: "Maximum 50 characters allowed",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  companyMax: "Maximum 100 characters allowed",
  roleRequired: "Please select your role",
  heardFromRequired: "Please select how you heard about us",
  messageMax: "Maximum 500 characters allowed",
  consentRequired: "Please accept the privacy policy",
  invalidValue: "Invalid value",
  fixErrors: "Please fix the errors before submitting",
  submitting: "Submitting...",
  success: "Thank you! We'll get back to you soon.",
  failure: "Something went wrong. Please try again.",
} as const

export const CONSENT_TEXT = {
  before: "I allow contact for scheduling and marketing, as per its ",
  link: "Privacy Policy",
} as const

export interface ContactValues {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  companyName: string
  role: string
  heardFrom: string
  message: string
  consent: boolean
}

export const EMPTY_CONTACT: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  companyName: "",
  role: "",
  heardFrom: "",
  message: "",
  consent: false,
}

/** Phone country picker order (spec 000 §9). */
export const PREFERRED_COUNTRIES = ["us", "gb", "ca", "au", "pk", "in"]
