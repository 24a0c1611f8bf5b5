import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { CareersView } from "../components/company/CareersView"
import { Seo } from "../components/seo/Seo"
import { toJob } from "../content/jobs"

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  return <CareersView jobs={data.jobs.nodes.map(toJob)} />
}

export function Head({ location }: HeadProps<Queries.CareersPageQuery>) {
  return <Seo title="Careers" description="Open positions at Lumenaut Technologies: automation, AI and software engineering roles in Lahore and remote." pathname={location.pathname} />
}

export const query = graphql`
  query CareersPage {
    jobs: allDirectusJob(sort: { sort: ASC }) { nodes { id title location description link } }
  }
`
