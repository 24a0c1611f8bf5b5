import { Layout } from "../../components/layout/Layout"
import { AutomationLanding } from "../../components/landing/AutomationLanding"
import { LandingHead } from "../../components/landing/LandingHead"
import { automationSolutionsLanding } from "../../data/landing/automation-solutions"

export default function AutomationSolutionsPage() {
  return (
    <Layout>
      <AutomationLanding content={automationSolutionsLanding} />
    </Layout>
  )
}

export function Head() {
  return <LandingHead meta={automationSolutionsLanding.meta} />
}
