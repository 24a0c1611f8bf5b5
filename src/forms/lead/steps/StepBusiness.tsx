/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { BUDGETS, COMPANY_SIZES, LEAD_INDUSTRIES, TIMELINES } from "../../../data/lead-options"
import { control } from "../../contact/fields"
import type { LeadValues } from "../schema"
import { ChoiceGroup } from "./ChoiceGroup"

const budget = css`display: flex; flex-direction: column; gap: .375rem; font-weight: 700;`

type Update = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => void

/** Step 2: business profile. Changing the industry clears step 3, whose choices depend on it. */
export function StepBusiness({ values, update }: { values: LeadValues; update: Update }) {
  return (
    <>
      <ChoiceGroup name="companySize" legend="Company size" required options={COMPANY_SIZES} selected={values.companySize} onSelect={v => update("companySize", v)} />
      <ChoiceGroup
        name="industry"
        legend="Industry"
        required
        options={LEAD_INDUSTRIES}
        selected={values.industry}
        onSelect={v => {
          if (v === values.industry) return
          update("industry", v)
          update("currentChallenges", [])
          update("useCases", [])
        }}
      />
      <ChoiceGroup name="timeline" legend="Timeline" required options={TIMELINES} selected={values.timeline} onSelect={v => update("timeline", v)} />
      <label css={budget}>
        Budget (optional)
        <select css={control} name="budget" value={values.budget} onChange={event => update("budget", event.target.value)}>
          <option value="">Not sure yet</option>
          {BUDGETS.map(b => <option key={b} value={b}>{b}</option>)}
        </select>
      </label>
    </>
  )
}
