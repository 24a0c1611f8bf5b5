/** How the tabs' groups layout draws each group as a Card (Tabs.tsx): pure, unit-tested. */
import type { CardProps } from "../../components/sections/Card"
import type { Columns } from "../../components/sections/CardGrid"
import type { EntryGroup } from "./view"

/** A group's box: its name in the brand colour, then its entries with their descriptions, or as chips where none has one. */
export function groupCard({ name, entries }: EntryGroup): CardProps {
  const bare = entries.every(entry => entry.description === "")
  return {
    title: name, titleSize: 1.1, titleGap: 1, titleTone: "primary", surface: "flat", padding: "md",
    ...(bare
      ? { tags: { items: entries.map(entry => entry.name), tone: "primary", size: "lg" } }
      : { terms: entries.map(entry => ({ name: entry.name, text: entry.description })) }),
  }
}

/** Two columns from md; three on the widest screens unless that would leave a lone box on the last row. */
export function groupColumns(count: number): Columns {
  const widest = count % 3 === 1 && count > 1 ? 2 : 3
  return { md: 2, xl: Math.min(widest, count) }
}
