import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js"
import type { CountryCode } from "libphonenumber-js"

/** Key presses the phone input accepts: digits, '+', and editing/navigation keys and shortcuts. */
export function isAllowedPhoneKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true
  if (event.key.length > 1) return true // Backspace, Delete, arrows, Tab, Home, End, Enter, Escape…
  return /^[0-9+]$/.test(event.key)
}

/** A paste is accepted only if it holds nothing but digits, '+', spaces and hyphens. */
export const isAllowedPhonePaste = (text: string): boolean => /^[0-9+ -]*$/.test(text)

export interface PhoneCountry {
  /** Two-letter code in lower case, as the picker gives it. */
  countryCode: string
  dialCode: string
}

/** A two-letter code the phone widget can be given (anything else makes it throw). */
export const supportedCountry = (code: string | null | undefined, fallback = "us"): string =>
  code && /^[a-z]{2}$/i.test(code) && isSupportedCountry(code.toUpperCase() as CountryCode) ? code.toLowerCase() : fallback

/**
 * The country a full number ("+<digits>") belongs to, in the picker's shape. A number restored
 * from a draft has had no picker event, so this is the country it is validated against.
 */
export function phoneCountryOf(phone: string): PhoneCountry | null {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed?.country ? { countryCode: parsed.country.toLowerCase(), dialCode: parsed.countryCallingCode } : null
}

/**
 * Whether `phone` ("+<digits>") is a valid number of the selected country. UK mobiles (dial code 44,
 * national part starting with 7) must have exactly 10 national digits.
 */
export function isValidPhone(phone: string, country: PhoneCountry | null | undefined): boolean {
  const digits = phone.replace(/\D/g, "")
  if (!country || !digits.startsWith(country.dialCode)) return false
  const national = digits.slice(country.dialCode.length)
  if (country.dialCode === "44" && national.startsWith("7") && national.length !== 10) return false
  const code = country.countryCode.toUpperCase()
  if (!isSupportedCountry(code as CountryCode)) return false
  const parsed = parsePhoneNumberFromString(national, code as CountryCode)
  return Boolean(parsed && parsed.isValid() && parsed.countryCallingCode === country.dialCode)
}
