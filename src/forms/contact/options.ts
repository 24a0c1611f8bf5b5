/** Contact enquiry values and limits (spec 000 §3.2, §5.1, §9); its words are the CMS's (copy.ts). No form library here. */
/** A choice: the value sent, whatever the page's language, and the label shown. */
export interface Option {
  value: string
  label: string
}

export const LIMITS = { nameMin: 2, nameMax: 50, emailMax: 100, companyMax: 100, messageMax: 500 } as const

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
