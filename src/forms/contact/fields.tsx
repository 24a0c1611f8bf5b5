/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

export const control = css`
  box-sizing: border-box; width: 100%; min-height: 50px; padding: .75rem .875rem; font: inherit; font-size: 1rem; color: ${theme.color.text};
  background: #fff; border: 1px solid #9CA3AF; border-radius: ${theme.radius.sm};
  &:focus { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; border-color: ${theme.color.primary}; }
  &[aria-invalid="true"] { border-color: ${theme.color.danger}; }
`
const field = css`
  display: flex; flex-direction: column; gap: .375rem; min-width: 0;
  label { font-weight: 600; font-size: .9375rem; }
`
export const errorText = css`margin: 0; color: ${theme.color.danger}; font-size: .875rem;`

interface FieldProps {
  id: string
  label: string
  required?: boolean
  error?: string
  children: ReactNode
}

/** Label, control and its error message, tied together for screen readers. */
export function Field({ id, label, required, error, children }: FieldProps) {
  return (
    <div css={field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} css={errorText} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** aria props of a control whose error (if any) is rendered by Field. */
export const describe = (id: string, error: string | undefined, required = false) => ({
  id,
  "aria-invalid": Boolean(error),
  "aria-describedby": error ? `${id}-error` : undefined,
  "aria-required": required || undefined,
})
