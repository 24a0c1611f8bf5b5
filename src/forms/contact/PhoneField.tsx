/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from "react"
import type { FocusEvent } from "react"
import PhoneInput from "react-phone-input-2"
import type { CountryData } from "react-phone-input-2"
// Read as text and injected with this chunk: Gatsby merges imported .css into every page's styles.
import phoneCss from "!!raw-loader!react-phone-input-2/lib/style.css"
import { css } from "@emotion/react"
import type { LanguageCode } from "../../content/languages"
import { useLanguage } from "../../root/language"
import { theme } from "../../styles/theme"
import { PREFERRED_COUNTRIES } from "./options"
import { isAllowedPhoneKey, isAllowedPhonePaste } from "./phone"
import type { PhoneCountry } from "./phone"

const STYLE_ID = "phone-input-css"

function usePhoneStyles() {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const style = document.createElement("style")
    style.id = STYLE_ID
    style.textContent = phoneCss
    document.head.appendChild(style)
  }, [])
}

const wrap = (invalid: boolean) => css`
  .react-tel-input { font: inherit; }
  .react-tel-input .form-control {
    width: 100%; height: 50px; font: inherit; font-size: 1rem; border-radius: ${theme.radius.sm};
    border: 1px solid ${invalid ? theme.color.danger : "#9CA3AF"}; color: ${theme.color.text};
  }
  .react-tel-input .form-control:focus { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; border-color: ${theme.color.primary}; }
  .react-tel-input .flag-dropdown { border-color: ${invalid ? theme.color.danger : "#9CA3AF"}; border-radius: ${theme.radius.sm} 0 0 ${theme.radius.sm}; }
  .react-tel-input .selected-flag:focus-visible { outline: 3px solid ${theme.color.focus}; }
  .react-tel-input .country-list { z-index: 20; width: 320px; max-width: 80vw; }
`

/** The country list's names in the page's language: the package's own (English is built in), each fetched by the pages in its language only. */
const COUNTRY_NAMES: Partial<Record<LanguageCode, () => Promise<{ default: Record<string, string> }>>> = {
  ar: () => import("react-phone-input-2/lang/ar.json"),
  tr: () => import("react-phone-input-2/lang/tr.json"),
}

/**
 * The names, once fetched, and the focus handlers of the widget's box: the widget reads its names
 * only as it mounts, so it mounts again with them, and never while the visitor is in it (typing, or
 * in its list): they then wait until focus leaves it.
 */
function useCountryNames(language: LanguageCode) {
  const [loaded, setLoaded] = useState<Record<string, string>>()
  const [shown, setShown] = useState<Record<string, string>>()
  const inside = useRef(false)
  useEffect(() => {
    let current = true
    COUNTRY_NAMES[language]?.().then(
      module => current && setLoaded(module.default),
      error => console.warn("The phone field's country names did not load: they stay in English", error),
    )
    return () => {
      current = false
    }
  }, [language])
  useEffect(() => {
    if (loaded && !inside.current) setShown(loaded)
  }, [loaded])
  const focus = {
    onFocusCapture: () => void (inside.current = true),
    onBlurCapture: (event: FocusEvent<HTMLDivElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
      inside.current = false
      if (loaded) setShown(loaded)
    },
  }
  return { names: shown, focus }
}

export interface PhoneFieldProps {
  id: string
  value: string
  country: string
  invalid: boolean
  describedBy?: string
  onChange(phone: string, country: PhoneCountry): void
  onBlur(): void
}

/** The international phone input: digits and '+' only, clean pastes only, preferred countries first. */
export function PhoneField({ id, value, country, invalid, describedBy, onChange, onBlur }: PhoneFieldProps) {
  usePhoneStyles()
  const { names: countryNames, focus } = useCountryNames(useLanguage())
  // While only a dial code is typed the form holds "", but the widget must keep showing those digits.
  const [typed, setTyped] = useState("")
  return (
    // A number reads left to right in every language (the flag, the dial code, the digits).
    <div
      css={wrap(invalid)}
      dir="ltr"
      {...focus}
      onKeyDownCapture={event => {
        if ((event.target as HTMLElement).id === id && !isAllowedPhoneKey(event)) event.preventDefault()
      }}
      onPasteCapture={event => {
        if ((event.target as HTMLElement).id === id && !isAllowedPhonePaste(event.clipboardData.getData("text"))) event.preventDefault()
      }}
    >
      {/* The widget reads its country names once, as it mounts: it mounts again when they arrive. */}
      <PhoneInput
        key={countryNames ? "named" : "english"}
        localization={countryNames}
        country={country}
        value={value ? value.replace(/\D/g, "") : typed}
        preferredCountries={PREFERRED_COUNTRIES}
        preserveOrder={["preferredCountries"]}
        // Tabbing in selects "+1"; typing would replace the dial code. The caret goes after it instead.
        jumpCursorToEnd
        onChange={(digits, data) => {
          const picked = data as CountryData
          const dialCode = picked.dialCode ?? ""
          setTyped(digits)
          // Only the dial code left means the visitor has not entered a number.
          onChange(digits && digits !== dialCode ? `+${digits}` : "", { countryCode: picked.countryCode ?? "", dialCode })
        }}
        onBlur={onBlur}
        inputProps={{
          id,
          name: "phoneNumber",
          autoComplete: "tel",
          "aria-required": true,
          "aria-invalid": invalid,
          "aria-describedby": describedBy,
        }}
      />
    </div>
  )
}
