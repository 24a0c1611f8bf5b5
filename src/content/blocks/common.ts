/**
 * Shared pieces of the blocks' view models (src/blocks/<type>/view.ts): a block's GraphQL data becomes
 * the props its component renders. Pure, so the mapping is unit-tested; missing optional values
 * become the components' empty states, never `null` in markup.
 */
import { isIconName } from "../types/icon"
import type { IconName } from "../types/icon"
import type { ButtonContent, CountUpStat, IconLabel, LabeledStat, SectionData } from "../types/sections"
import type { ButtonTag, LandingButtonTag, LeadPageContext } from "../landing"

export type Maybe<T> = T | null | undefined
export type Header = { heading: Maybe<string>; highlightedText: Maybe<string>; description: Maybe<string> }

export const text = (value: Maybe<string>) => value ?? ""
export const optional = (value: Maybe<string>) => value || undefined
export const list = <T>(value: Maybe<readonly T[]>): T[] => [...(value ?? [])]
/** An icon the site has; a name it does not know shows the neutral check mark. */
export const icon = (name: Maybe<string>): IconName => (name && isIconName(name) ? name : "check")
const TAGS: readonly string[] = ["FREE", "LIMITED"] satisfies LandingButtonTag[]
/** The settings' words for the tags, in the block's language. */
export type ButtonTagWords = Maybe<{ freeTagLabel: Maybe<string>; limitedTagLabel: Maybe<string> }>
/** A block's button tags the site has (a look each), with the words they show in the block's language. */
export const buttonTags = (tags: Maybe<readonly string[]>, words: ButtonTagWords): ButtonTag[] =>
  list(tags).filter((tag): tag is LandingButtonTag => TAGS.includes(tag))
    .map(name => ({ name, label: text(name === "FREE" ? words?.freeTagLabel : words?.limitedTagLabel) }))
export const stats = (items: Maybe<readonly { value: Maybe<string>; label: Maybe<string> }[]>): LabeledStat[] =>
  list(items).map(item => ({ value: text(item.value), label: text(item.label) }))
export const iconLabels = (items: Maybe<readonly { icon: Maybe<string>; label: Maybe<string> }[]>): IconLabel[] =>
  list(items).map(item => ({ icon: icon(item.icon), label: text(item.label) }))

/** A figure that counts up: "50+" counts to 50 and keeps "+"; a value without a leading number is not one. */
export function countUpStat(value: Maybe<string>, label: Maybe<string>): CountUpStat | null {
  const match = /^(\d+)(.*)$/.exec(text(value).trim())
  return match ? { target: Number(match[1]), suffix: match[2], label: text(label) } : null
}

/** Block copy naming its page's record: `{name}` stands for the record's name (a service's title, an industry's name). */
export const withName = (copy: Maybe<string>, name: string) => text(copy).replaceAll("{name}", name)

/** A block's section heading: heading, its accent part, description. */
export function sectionOf(block: Header): SectionData {
  return { heading: text(block.heading), highlightedText: optional(block.highlightedText), description: optional(block.description) }
}

/** A picture's address: its Directus file's, else the path or URL the field holds (a file field takes either). */
export const fileSrc = (file: Maybe<{ publicURL: Maybe<string> }>, url: Maybe<string>): string | undefined => file?.publicURL ?? url ?? undefined

/** A block's own picture: its Directus file, else its path or URL, with its alt text; none without either. */
export function blockImage(block: { image?: Maybe<{ publicURL: Maybe<string> }>; imageUrl?: Maybe<string>; imageAlt?: Maybe<string> }): { src: string; alt: string } | null {
  const src = fileSrc(block.image, block.imageUrl)
  return src ? { src, alt: text(block.imageAlt) } : null
}

/** A section's heading id: its anchor's, or the block type's own when the editor set no anchor. */
export const headingId = (anchor: Maybe<string>, fallback: string) => `${anchor ?? fallback}-title`

/** The lead modal's page context of a page (spec 001 §2); an unset one is the automation offer's. */
export function leadContextOf(value: Maybe<string>): LeadPageContext {
  return value === "ai-development" ? "ai-development" : "automation"
}

/** A button of block copy: no link opens the site's booking link, a site path is a route, anything else another site. */
export function buttonContent(label: Maybe<string>, link: Maybe<string>): ButtonContent {
  const target: ButtonContent["target"] = !link ? { kind: "booking" } : link.startsWith("/") ? { kind: "internal", to: link } : { kind: "external", href: link }
  return { text: text(label), target }
}
