import { leadChoices } from "../../../data/lead-options"
import type { LeadPageContext } from "../../../data/lead-options"
import { toggle } from "../schema"
import type { LeadValues } from "../schema"
import { ChoiceGroup } from "./ChoiceGroup"

type Update = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => void

/** Step 3: needs, with choices for the industry picked on step 2. */
export function StepNeeds({ values, update, pageContext }: { values: LeadValues; update: Update; pageContext: LeadPageContext }) {
  const choices = leadChoices(pageContext, values.industry)
  return (
    <>
      <ChoiceGroup name="primaryGoal" legend="Primary goal" required columns={1} options={choices.primaryGoals} selected={values.primaryGoal} onSelect={v => update("primaryGoal", v)} />
      <ChoiceGroup name="currentChallenges" legend="Current challenges" columns={1} options={choices.challenges} selected={values.currentChallenges}
        onSelect={v => update("currentChallenges", toggle(values.currentChallenges, v))} />
      <ChoiceGroup name="useCases" legend="Use cases you are interested in (choose at least one)" required columns={1} options={choices.useCases}
        selected={values.useCases} onSelect={v => update("useCases", toggle(values.useCases, v))} />
    </>
  )
}
