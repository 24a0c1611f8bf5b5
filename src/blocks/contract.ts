/**
 * Every block type a page's block list can hold, in the order editors pick them from the page
 * builder: its declaration (src/blocks/<type>/config.ts) is its part of the content contract.
 */
import { cards } from "./cards/config"
import { comparison } from "./comparison/config"
import { cta } from "./cta/config"
import { faq } from "./faq/config"
import { form } from "./form/config"
import { gallery } from "./gallery/config"
import { hero } from "./hero/config"
import { projects } from "./projects/config"
import { records } from "./records/config"
import { richText } from "./rich-text/config"
import { stats } from "./stats/config"
import { steps } from "./steps/config"
import { tabs } from "./tabs/config"
import { testimonials } from "./testimonials/config"

export const BLOCK_SPECS = [hero, cards, comparison, testimonials, tabs, stats, steps, cta, projects, richText, form, records, faq, gallery] as const
