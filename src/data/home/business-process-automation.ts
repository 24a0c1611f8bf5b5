/**
 * Business Process Automation (six platforms): static copy of a home-page section (spec 000 §2.9). Logos are paths under
 * /assets/platforms/; when a file is missing the component shows the first-letter fallback.
 */
import type { ButtonContent, PlatformItem, SectionData } from "../types/sections"

export interface PlatformListSection {
  section: SectionData
  platforms: PlatformItem[]
  button: ButtonContent
}

export const businessProcessAutomationSection: PlatformListSection = {
  section: {
    heading: "Business Process Automation",
    highlightedText: "Automation",
    description:
      "We build on the leading automation platforms and choose the right one for each workflow's volume, budget and data rules.",
  },
  platforms: [
    {
      name: "n8n",
      logo: "/assets/platforms/n8n.svg",
      description: "Open-source, self-hostable workflows with 400+ integrations and custom code when needed.",
    },
    {
      name: "Zapier",
      logo: "/assets/platforms/zapier.svg",
      description: "Fast no-code automations across 5,000+ apps for sales, marketing and admin teams.",
    },
    {
      name: "Make",
      logo: "/assets/platforms/make.svg",
      description: "Visual scenarios for complex, multi-branch automations with powerful data mapping.",
    },
    {
      name: "Power Automate",
      logo: "/assets/platforms/power-automate.svg",
      description: "Cloud and desktop flows for teams on Microsoft 365, Dynamics and SharePoint.",
    },
    {
      name: "UiPath",
      logo: "/assets/platforms/uipath.svg",
      description: "Enterprise RPA robots for legacy desktop and ERP systems that have no API.",
    },
    {
      name: "Airtable",
      logo: "/assets/platforms/airtable.svg",
      description: "A flexible operational database that your automations read from and update.",
    },
  ],
  button: { text: "Get Started", target: { kind: "booking" } },
}
