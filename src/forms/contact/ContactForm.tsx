/** @jsxImportSource @emotion/react */
import { Controller } from "react-hook-form"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Button } from "../../components/ui/Button"
import { Honeypot } from "../Honeypot"
import { control, describe, errorText, Field } from "./fields"
import { CONSENT_TEXT, HEARD_FROM_OPTIONS, LIMITS, MESSAGES, ROLE_OPTIONS } from "./options"
import { PhoneField } from "./PhoneField"
import type { ContactSubmitHandler } from "./send"
import { useContactForm } from "./useContactForm"
import type { SubmitStatus } from "./useContactForm"

const grid = css`
  display: grid; gap: 1rem 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  .wide { grid-column: 1 / -1; }
`
const consentRow = css`
  display: flex; gap: .625rem; align-items: flex-start; font-size: .9375rem;
  input { width: 20px; height: 20px; margin-top: 2px; flex: none; accent-color: ${theme.color.primary}; }
  a { color: ${theme.color.primary}; font-weight: 600; }
`
const statusText = (kind: SubmitStatus) => css`
  margin: 0; font-weight: 600; color: ${kind === "success" ? theme.color.success : theme.color.danger};
`

const STATUS_MESSAGES: Partial<Record<SubmitStatus, string>> = {
  invalid: MESSAGES.fixErrors,
  "invalid-phone": MESSAGES.phoneInvalid,
  success: MESSAGES.success,
  error: MESSAGES.failure,
}

export interface ContactFormProps {
  /** Keeps ids unique when the section form and the mobile modal form are both on a page. */
  idPrefix?: string
  submitLabel?: string
  /** A parent's own submit handler replaces the webhook POST (spec 000 §7 call 4). */
  onSubmit?: ContactSubmitHandler
  /** Called after a successful submission (the mobile modal closes 2 s later). */
  onSubmitted?(): void
}

/** The contact enquiry form of spec 000 §3.2 and §5.1, loaded on demand with its libraries. */
export default function ContactForm({ idPrefix = "contact", submitLabel = "Send Message", onSubmit, onSubmitted }: ContactFormProps) {
  const { form, submit, status, country, setPhone, honeypot, generation } = useContactForm(onSubmit, onSubmitted)
  const { register, control: formControl, formState: { errors } } = form
  const id = (name: string) => `${idPrefix}-${name}`
  const err = (name: keyof typeof errors) => errors[name]?.message
  const message = STATUS_MESSAGES[status]

  return (
    <form noValidate onSubmit={submit} css={grid} aria-label="Contact form">
      <Field id={id("firstName")} label="First name" required error={err("firstName")}>
        <input css={control} autoComplete="given-name" maxLength={LIMITS.nameMax} {...describe(id("firstName"), err("firstName"), true)} {...register("firstName")} />
      </Field>
      <Field id={id("lastName")} label="Last name" required error={err("lastName")}>
        <input css={control} autoComplete="family-name" maxLength={LIMITS.nameMax} {...describe(id("lastName"), err("lastName"), true)} {...register("lastName")} />
      </Field>
      <Field id={id("email")} label="Work email" required error={err("email")}>
        <input css={control} type="email" dir="ltr" autoComplete="email" maxLength={LIMITS.emailMax} {...describe(id("email"), err("email"), true)} {...register("email")} />
      </Field>
      <Field id={id("phoneNumber")} label="Phone number" required error={err("phoneNumber")}>
        <Controller
          name="phoneNumber"
          control={formControl}
          render={({ field }) => (
            <PhoneField key={generation} id={id("phoneNumber")} value={field.value} country={country} invalid={Boolean(err("phoneNumber"))}
              describedBy={err("phoneNumber") ? `${id("phoneNumber")}-error` : undefined} onChange={setPhone} onBlur={field.onBlur} />
          )}
        />
      </Field>
      <Field id={id("companyName")} label="Company name" error={err("companyName")}>
        <input css={control} autoComplete="organization" maxLength={LIMITS.companyMax} {...describe(id("companyName"), err("companyName"))} {...register("companyName")} />
      </Field>
      <Field id={id("role")} label="Your role" required error={err("role")}>
        <select css={control} {...describe(id("role"), err("role"), true)} {...register("role")}>
          <option value="">Select your role</option>
          {ROLE_OPTIONS.map(o => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </Field>
      <div className="wide">
        <Field id={id("heardFrom")} label="How did you hear about us?" required error={err("heardFrom")}>
          <select css={control} {...describe(id("heardFrom"), err("heardFrom"), true)} {...register("heardFrom")}>
            <option value="">Select an option</option>
            {HEARD_FROM_OPTIONS.map(o => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </Field>
      </div>
      <div className="wide">
        <Field id={id("message")} label="Tell us about your project" error={err("message")}>
          <textarea css={[control, css`min-height: 112px; resize: vertical;`]} maxLength={LIMITS.messageMax} {...describe(id("message"), err("message"))} {...register("message")} />
        </Field>
      </div>
      <Honeypot id={id("website")} inputRef={honeypot} />
      <div className="wide">
        <div css={consentRow}>
          <input type="checkbox" {...describe(id("consent"), err("consent"), true)} {...register("consent")} />
          <label htmlFor={id("consent")}>
            {CONSENT_TEXT.before}
            <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">{CONSENT_TEXT.link}</a>
          </label>
        </div>
        {err("consent") && <p id={`${id("consent")}-error`} css={errorText} role="alert">{err("consent")}</p>}
      </div>
      <div className="wide" css={css`display: flex; flex-direction: column; gap: .75rem; align-items: flex-start;`}>
        <Button type="submit" disabled={status === "submitting"}>{status === "submitting" ? MESSAGES.submitting : submitLabel}</Button>
        <p role="status" aria-live="polite" css={statusText(status)}>{message ?? ""}</p>
      </div>
    </form>
  )
}
