/** @jsxImportSource @emotion/react */
import { Controller } from "react-hook-form"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Button } from "../../components/ui/Button"
import { Honeypot } from "../Honeypot"
import { control, describe, errorText, Field } from "./fields"
import type { ContactFormCopy, ContactMessages } from "./copy"
import { LIMITS } from "./options"
import { PhoneField } from "./PhoneField"
import type { ContactSubmitHandler } from "./send"
import { useContactForm } from "./useContactForm"
import type { SubmitStatus } from "./useContactForm"
import { useSiteTarget } from "../../root/language"

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

/** What the status line under the button says. */
function statusMessage(status: SubmitStatus, messages: ContactMessages): string | undefined {
  const said: Partial<Record<SubmitStatus, string>> = { invalid: messages.fixErrors, "invalid-phone": messages.phoneInvalid, success: messages.success, error: messages.failure }
  return said[status]
}

export interface ContactFormProps {
  /** Its words, in the page's language. */
  copy: ContactFormCopy
  /** Keeps ids unique when the section form and the mobile modal form are both on a page. */
  idPrefix?: string
  /** The send button's label, where it is not the copy's own (the dialog on phones). */
  submitLabel?: string
  /** A parent's own submit handler replaces the webhook POST (spec 000 §7 call 4). */
  onSubmit?: ContactSubmitHandler
  /** Called after a successful submission (the mobile modal closes 2 s later). */
  onSubmitted?(): void
}

/** The contact enquiry form of spec 000 §3.2 and §5.1, loaded on demand with its libraries. */
export default function ContactForm({ copy, idPrefix = "contact", submitLabel = copy.submitLabel, onSubmit, onSubmitted }: ContactFormProps) {
  const { form, submit, status, country, setPhone, honeypot, generation } = useContactForm(copy, onSubmit, onSubmitted)
  const { labels } = copy
  const privacy = useSiteTarget()("/privacy-policy")
  const { register, control: formControl, formState: { errors } } = form
  const id = (name: string) => `${idPrefix}-${name}`
  const err = (name: keyof typeof errors) => errors[name]?.message
  const message = statusMessage(status, copy.messages)

  return (
    <form noValidate onSubmit={submit} css={grid} aria-label={copy.formLabel}>
      <Field id={id("firstName")} label={labels.firstName} required error={err("firstName")}>
        <input css={control} autoComplete="given-name" maxLength={LIMITS.nameMax} {...describe(id("firstName"), err("firstName"), true)} {...register("firstName")} />
      </Field>
      <Field id={id("lastName")} label={labels.lastName} required error={err("lastName")}>
        <input css={control} autoComplete="family-name" maxLength={LIMITS.nameMax} {...describe(id("lastName"), err("lastName"), true)} {...register("lastName")} />
      </Field>
      <Field id={id("email")} label={labels.email} required error={err("email")}>
        <input css={control} type="email" dir="ltr" autoComplete="email" maxLength={LIMITS.emailMax} {...describe(id("email"), err("email"), true)} {...register("email")} />
      </Field>
      <Field id={id("phoneNumber")} label={labels.phoneNumber} required error={err("phoneNumber")}>
        <Controller
          name="phoneNumber"
          control={formControl}
          render={({ field }) => (
            <PhoneField key={generation} id={id("phoneNumber")} value={field.value} country={country} invalid={Boolean(err("phoneNumber"))}
              describedBy={err("phoneNumber") ? `${id("phoneNumber")}-error` : undefined} onChange={setPhone} onBlur={field.onBlur} />
          )}
        />
      </Field>
      <Field id={id("companyName")} label={labels.companyName} error={err("companyName")}>
        <input css={control} autoComplete="organization" maxLength={LIMITS.companyMax} {...describe(id("companyName"), err("companyName"))} {...register("companyName")} />
      </Field>
      <Field id={id("role")} label={labels.role} required error={err("role")}>
        <select css={control} {...describe(id("role"), err("role"), true)} {...register("role")}>
          <option value="">{copy.rolePlaceholder}</option>
          {copy.roleOptions.map(o => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </Field>
      <div className="wide">
        <Field id={id("heardFrom")} label={labels.heardFrom} required error={err("heardFrom")}>
          <select css={control} {...describe(id("heardFrom"), err("heardFrom"), true)} {...register("heardFrom")}>
            <option value="">{copy.heardFromPlaceholder}</option>
            {copy.heardFromOptions.map(o => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </Field>
      </div>
      <div className="wide">
        <Field id={id("message")} label={labels.message} error={err("message")}>
          <textarea css={[control, css`min-height: 112px; resize: vertical;`]} maxLength={LIMITS.messageMax} {...describe(id("message"), err("message"))} {...register("message")} />
        </Field>
      </div>
      <Honeypot id={id("website")} inputRef={honeypot} />
      <div className="wide">
        <div css={consentRow}>
          <input type="checkbox" {...describe(id("consent"), err("consent"), true)} {...register("consent")} />
          <label htmlFor={id("consent")}>
            {copy.consent.before}
            <a href={privacy.to} hrefLang={privacy.hrefLang} target="_blank" rel="noopener noreferrer">{copy.consent.link}</a>
          </label>
        </div>
        {err("consent") && <p id={`${id("consent")}-error`} css={errorText} role="alert">{err("consent")}</p>}
      </div>
      <div className="wide" css={css`display: flex; flex-direction: column; gap: .75rem; align-items: flex-start;`}>
        <Button type="submit" disabled={status === "submitting"}>{status === "submitting" ? copy.submittingLabel : submitLabel}</Button>
        <p role="status" aria-live="polite" css={statusText(status)}>{message ?? ""}</p>
      </div>
    </form>
  )
}
