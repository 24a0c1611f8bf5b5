import type { LeadFormCopy } from "../copy"
import type { LeadValues } from "../schema"

/** What every step receives: the dialog's words, the answers, and how to change one. */
export interface StepProps {
  copy: LeadFormCopy
  values: LeadValues
  update<K extends keyof LeadValues>(key: K, value: LeadValues[K]): void
}
