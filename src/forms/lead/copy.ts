/**
 * The lead dialog's words in one language, from the CMS's lead form (spec 000 §4.4, §5.2). The build
 * writes them per language beside the pages (write-lead-copy.ts); the dialog fetches its own language's
 * when a visitor opens it, so no page carries them.
 */
import { list, text } from "../../content/blocks/common"
import type { Maybe } from "../../content/blocks/common"
import { isLeadPageContext } from "../../content/landing"
import type { LeadPageContext } from "../../content/landing"
import { choiceOptions } from "../contact/copy"
import type { Option } from "../contact/options"
import type { LeadStep, LeadValues } from "./schema"

/** A step-3 choice: offered in one page context and, for challenges and use cases, for one industry. */
export interface ContextOption extends Option {
  context: LeadPageContext
  /** The industry's value; null: every industry without choices of its own. */
  industry: string | null
}

export interface LeadFormCopy {
  titles: Record<LeadPageContext, string>
  /** `{step}` and `{total}` are filled in. */
  stepCounter: string
  backLabel: string
  stepTitles: Record<LeadStep, string>
  /** One label per answer. */
  labels: Record<keyof LeadValues, string>
  budgetPlaceholder: string
  companySizes: Option[]
  industries: Option[]
  timelines: Option[]
  budgets: Option[]
  primaryGoals: ContextOption[]
  challenges: ContextOption[]
  useCases: ContextOption[]
  continueLabel: string
  submittingLabel: string
  submitLabels: Record<LeadPageContext, string>
}

type RawContextOption = { value: Maybe<string>; label: Maybe<string>; context: Maybe<string>; industry?: Maybe<string> }

/** Step-3 choices need a known page context too. */
const contextOptions = (items: Maybe<readonly RawContextOption[]>): ContextOption[] =>
  list(items).flatMap(item =>
    item.value && item.label && item.context && isLeadPageContext(item.context)
      ? [{ value: item.value, label: item.label, context: item.context, industry: item.industry || null }]
      : []
  )

/** The lead form's node as the build selects it (every field of the collection). */
export type LeadFormNode = Omit<Queries.DirectusLeadForm, "id" | "parent" | "children" | "internal">

export function leadFormCopy(form: LeadFormNode): LeadFormCopy {
  return {
    titles: { automation: text(form.titleAutomation), "ai-development": text(form.titleAiDevelopment) },
    stepCounter: text(form.stepCounter),
    backLabel: text(form.backLabel),
    stepTitles: { 1: text(form.contactStepTitle), 2: text(form.businessStepTitle), 3: text(form.needsStepTitle) },
    labels: {
      name: text(form.nameLabel),
      email: text(form.emailLabel),
      phone: text(form.phoneLabel),
      company: text(form.companyLabel),
      companySize: text(form.companySizeLabel),
      industry: text(form.industryLabel),
      timeline: text(form.timelineLabel),
      budget: text(form.budgetLabel),
      primaryGoal: text(form.primaryGoalLabel),
      currentChallenges: text(form.challengesLabel),
      useCases: text(form.useCasesLabel),
    },
    budgetPlaceholder: text(form.budgetPlaceholder),
    companySizes: choiceOptions(form.companySizes),
    industries: choiceOptions(form.industries),
    timelines: choiceOptions(form.timelines),
    budgets: choiceOptions(form.budgets),
    primaryGoals: contextOptions(form.primaryGoals),
    challenges: contextOptions(form.challenges),
    useCases: contextOptions(form.useCases),
    continueLabel: text(form.continueLabel),
    submittingLabel: text(form.submittingLabel),
    submitLabels: { automation: text(form.submitAutomation), "ai-development": text(form.submitAiDevelopment) },
  }
}

export interface LeadChoices {
  primaryGoals: Option[]
  challenges: Option[]
  useCases: Option[]
}

/**
 * Step 3's choices for a page context and the industry picked on step 2: the industry's own, or,
 * for an industry with none (or none picked), the ones offered to every other industry.
 */
export function leadChoices(copy: LeadFormCopy, pageContext: LeadPageContext, industry: string): LeadChoices {
  const inContext = (items: ContextOption[]) => items.filter(item => item.context === pageContext)
  const forIndustry = (items: ContextOption[]) => {
    const own = inContext(items).filter(item => item.industry === industry)
    return own.length > 0 ? own : inContext(items).filter(item => item.industry === null)
  }
  return { primaryGoals: inContext(copy.primaryGoals), challenges: forIndustry(copy.challenges), useCases: forIndustry(copy.useCases) }
}

/** The step counter's words for a step. */
export const stepCount = (copy: LeadFormCopy, step: LeadStep, total: number): string =>
  copy.stepCounter.replace("{step}", String(step)).replace("{total}", String(total))
