/** Lead modal values and the step gating of spec 000 §5.2 (no formats, no lengths, no messages). */
export interface LeadValues {
  name: string
  email: string
  phone: string
  company: string
  companySize: string
  industry: string
  budget: string
  timeline: string
  primaryGoal: string
  currentChallenges: string[]
  useCases: string[]
}

export const EMPTY_LEAD: LeadValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  companySize: "",
  industry: "",
  budget: "",
  timeline: "",
  primaryGoal: "",
  currentChallenges: [],
  useCases: [],
}

export type LeadStep = 1 | 2 | 3
export const LEAD_STEPS = 3

const filled = (value: unknown) => typeof value === "string" && value.trim() !== ""

/** Whether Continue (steps 1-2) or Submit (step 3) is enabled. */
export function canContinue(step: LeadStep, values: LeadValues): boolean {
  switch (step) {
    case 1:
      return filled(values.name) && filled(values.email) && filled(values.company)
    case 2:
      return filled(values.companySize) && filled(values.industry) && filled(values.timeline)
    case 3:
      return filled(values.primaryGoal) && Array.isArray(values.useCases) && values.useCases.some(filled)
  }
}

/** Adds or removes `item` (multi-select toggled on click). */
export const toggle = (list: readonly string[], item: string): string[] =>
  list.includes(item) ? list.filter(entry => entry !== item) : [...list, item]

/** Whether nothing has been typed or picked yet. */
export const isBlank = (values: LeadValues): boolean => Object.values(values).every(value => value.length === 0)

/** The furthest step up to `wanted` whose earlier steps are complete (a restored draft cannot skip one). */
export function reachableStep(wanted: unknown, values: LeadValues): LeadStep {
  let step: LeadStep = 1
  while (step < LEAD_STEPS && step < Number(wanted) && canContinue(step, values)) step = (step + 1) as LeadStep
  return step
}
