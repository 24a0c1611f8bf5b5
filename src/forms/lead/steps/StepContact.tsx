/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { control } from "../../contact/fields"
import type { LeadValues } from "../schema"

const fields = css`
  display: grid; gap: 1rem;
  label { display: flex; flex-direction: column; gap: .375rem; font-weight: 600; font-size: .9375rem; }
`

type Update = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => void

const TEXT_FIELDS: { key: "name" | "email" | "phone" | "company"; label: string; type: string; autoComplete: string; required: boolean }[] = [
  { key: "name", label: "Full name", type: "text", autoComplete: "name", required: true },
  { key: "email", label: "Work email", type: "email", autoComplete: "email", required: true },
  { key: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel", required: false },
  { key: "company", label: "Company", type: "text", autoComplete: "organization", required: true },
]

/** Step 1: contact details. */
export function StepContact({ values, update }: { values: LeadValues; update: Update }) {
  return (
    <div css={fields}>
      {TEXT_FIELDS.map(field => (
        <label key={field.key}>
          <span>
            {field.label}
            {field.required && <span aria-hidden="true"> *</span>}
          </span>
          <input
            css={control}
            type={field.type}
            name={field.key}
            autoComplete={field.autoComplete}
            required={field.required}
            value={values[field.key]}
            onChange={event => update(field.key, event.target.value)}
          />
        </label>
      ))}
    </div>
  )
}
