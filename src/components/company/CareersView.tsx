import type { Job } from "../../content/jobs"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Section } from "../sections/Section"
import { JobsList } from "./JobsList"

/** Careers: open positions from the content layer under #open-positions. */
export function CareersView({ jobs }: { jobs: Job[] }) {
  return (
    <Layout>
      <PageHero fallback={{ title: "Build the Future of Automation With Us",
        description: "Join a team of engineers, designers and automation specialists working with clients from Lahore to Dubai and Riyadh." }} />
      <Section tone="alt" id="open-positions" heading={{
        id: "positions-title", title: "Open Positions", highlight: "Positions",
        description: "Hybrid roles in Lahore and remote roles across time zones, with real ownership from your first week.",
      }}>
        <JobsList jobs={jobs} />
      </Section>
    </Layout>
  )
}
