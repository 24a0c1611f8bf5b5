/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { control } from "../../contact/fields"
import type { StepProps } from "./step-props"

const fields = css`
  display: grid; gap: 1rem;
  label { display: flex; flex-direction: column; gap: .375rem; font-weight: 600; font-size: .9375rem; }
`

const TEXT_FIELDS: { key: "name" | "email" | "phone" | "company"; type: string; autoComplete: string; required: boolean }[] = [
  { key: "name", type: "text", autoComplete: "name", required: true },
  { key: "email", type: "email", autoComplete: "email", required: true },
  { key: "phone", type: "tel", autoComplete: "tel", required: false },
  { key: "company", type: "text", autoComplete: "organization", required: true },
]

/** Step 1: contact details. */
export function StepContact({ copy, values, update }: StepProps) {
  return (
    <div css={fields}>
      {TEXT_FIELDS.map(field => (
        <label key={field.key}>
          <span>
            {copy.labels[field.key]}
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
