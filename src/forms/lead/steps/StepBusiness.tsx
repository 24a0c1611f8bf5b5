/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { control } from "../../contact/fields"
import { ChoiceGroup } from "./ChoiceGroup"
import type { StepProps } from "./step-props"

const budget = css`display: flex; flex-direction: column; gap: .375rem; font-weight: 700;`

/** Step 2: business profile. Changing the industry clears step 3, whose choices depend on it. */
export function StepBusiness({ copy, values, update }: StepProps) {
  return (
    <>
      <ChoiceGroup name="companySize" legend={copy.labels.companySize} required options={copy.companySizes} selected={values.companySize} onSelect={v => update("companySize", v)} />
      <ChoiceGroup
        name="industry"
        legend={copy.labels.industry}
        required
        options={copy.industries}
        selected={values.industry}
        onSelect={v => {
          if (v === values.industry) return
          update("industry", v)
          update("currentChallenges", [])
          update("useCases", [])
        }}
      />
      <ChoiceGroup name="timeline" legend={copy.labels.timeline} required options={copy.timelines} selected={values.timeline} onSelect={v => update("timeline", v)} />
      <label css={budget}>
        {copy.labels.budget}
        <select css={control} name="budget" value={values.budget} onChange={event => update("budget", event.target.value)}>
          <option value="">{copy.budgetPlaceholder}</option>
          {copy.budgets.map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
    </>
  )
}
