/**
 * View-model shapes shared by the block views (src/blocks/<type>/view.ts) and the section components
 * they feed. Pure data shapes: no React, no formatting. Length limits noted here are the spec's
 * display cuts (spec 000 §5.3, spec 001 §5); the copy is written to fit them, and components still
 * apply the cut so CMS-edited or future copy cannot overflow.
 */
import type { IconName } from "./icon"

/** Heading block of a section. Heading cut at 45 characters, description at 150 (spec 000 §5.3). */
export interface SectionData {
  heading: string
  /** Part of the heading rendered in the accent colour; when present it is a substring of `heading`. */
  highlightedText?: string
  description?: string
}

/** A figure with its caption, e.g. { value: "99.9%", description: "Workflow reliability" }. */
export interface Stat {
  value: string
  description: string
}

/** A figure that counts up from 0 to `target` (why-work-with-us). Rendered as `${n}${suffix}`. */
export interface CountUpStat {
  target: number
  suffix: string
  label: string
}

/** Icon + short label (trust signals, reassurance lines). */
export interface IconLabel {
  icon: IconName
  label: string
}

/** Icon + short label, a link where it has one (a `mailto:` e-mail address, a `tel:` phone number). */
export interface IconLink extends IconLabel {
  href?: string
}

/** Closing call to action of a page. The button opens the booking link (service pages). */
export interface CtaContent {
  heading: string
  description: string
  buttonText: string
}

/** Where a button goes. `booking` = the external scheduling link (new tab); `lead-modal` = the lead modal. */
export type ButtonTarget =
  | { kind: "booking" }
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string }
  | { kind: "lead-modal" }

export interface ButtonContent {
  text: string
  target: ButtonTarget
}

/** A figure with a label, e.g. { value: "92%", label: "Satisfied Rate" }. */
export interface LabeledStat {
  value: string
  label: string
}

/**
 * Platform or tool with a logo. `logo` is a path under /assets/platforms/; a logo that fails to
 * load falls back to a circle with the first letter of `name` (spec 000 §4.5).
 */
export interface PlatformItem {
  name: string
  logo: string
  description: string
}

/** Highlight tile with an optional headline figure, e.g. Lightning Fast / "10x faster". */
export interface HighlightCard {
  icon: IconName
  title: string
  metric?: string
  description: string
}

/** Carousel testimonial (spec 000 §3.1, carousel form without logo). */
export interface SampleTestimonial {
  id: number
  text: string
  name: string
  title: string
}
