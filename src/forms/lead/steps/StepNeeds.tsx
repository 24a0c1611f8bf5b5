import type { LeadPageContext } from "../../../content/landing"
import { leadChoices } from "../copy"
import { toggle } from "../schema"
import { ChoiceGroup } from "./ChoiceGroup"
import type { StepProps } from "./step-props"

/** Step 3: needs, with choices for the page context and the industry picked on step 2. */
export function StepNeeds({ copy, values, update, pageContext }: StepProps & { pageContext: LeadPageContext }) {
  const choices = leadChoices(copy, pageContext, values.industry)
  return (
    <>
      <ChoiceGroup name="primaryGoal" legend={copy.labels.primaryGoal} required columns={1} options={choices.primaryGoals} selected={values.primaryGoal}
        onSelect={v => update("primaryGoal", v)} />
      <ChoiceGroup name="currentChallenges" legend={copy.labels.currentChallenges} columns={1} options={choices.challenges} selected={values.currentChallenges}
        onSelect={v => update("currentChallenges", toggle(values.currentChallenges, v))} />
      <ChoiceGroup name="useCases" legend={copy.labels.useCases} required columns={1} options={choices.useCases}
        selected={values.useCases} onSelect={v => update("useCases", toggle(values.useCases, v))} />
    </>
  )
}
