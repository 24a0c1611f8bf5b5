import type { HeadProps } from "gatsby"
import { ProcessView } from "../components/company/ProcessView"
import { Seo } from "../components/seo/Seo"

export default function Page() {
  return <ProcessView />
}

export function Head({ location }: HeadProps) {
  return <Seo title="Our Process" description="Our five-step automation framework: a free 10-minute health scan, a deep workflow audit, a strategy plan, implementation, and ongoing optimisation." pathname={location.pathname} />
}
