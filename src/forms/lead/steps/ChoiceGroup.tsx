/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../../styles/theme"
import type { Option } from "../../contact/options"

const group = css`
  border: 0; margin: 0 0 1.25rem; padding: 0; min-width: 0;
  legend { font-weight: 700; margin-bottom: .625rem; padding: 0; color: ${theme.color.navy}; }
`
const grid = (columns: number) => css`display: grid; gap: .5rem; grid-template-columns: repeat(auto-fill, minmax(${columns === 1 ? "100%" : "180px"}, 1fr));`
const option = css`
  position: relative; display: flex; align-items: center; gap: .625rem; min-height: 44px; padding: .625rem .875rem;
  border: 1.5px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; cursor: pointer; font-size: .9375rem; line-height: 1.35;
  transition: border-color .15s, background-color .15s;
  input { width: 18px; height: 18px; flex: none; margin: 0; accent-color: ${theme.color.primary}; }
  &:has(input:checked) { border-color: ${theme.color.primary}; background: #EEF0FF; }
  &:has(input:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; }
`

interface ChoiceGroupProps {
  name: string
  legend: string
  /** Each choice's label is shown, its value is kept (and sent). */
  options: readonly Option[]
  /** One value (radio) or several (checkboxes). */
  selected: string | readonly string[]
  onSelect(value: string): void
  required?: boolean
  columns?: 1 | 2
}

/** Options as cards backed by native radios or checkboxes, so arrow keys, Space and screen readers work. */
export function ChoiceGroup({ name, legend, options, selected, onSelect, required, columns = 2 }: ChoiceGroupProps) {
  const multiple = Array.isArray(selected)
  return (
    <fieldset css={group}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div css={grid(columns)}>
        {options.map(({ value, label }) => (
          <label key={value} css={option}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={value}
              checked={multiple ? selected.includes(value) : selected === value}
              onChange={() => onSelect(value)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
