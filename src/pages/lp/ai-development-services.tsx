import { Layout } from "../../components/layout/Layout"
import { AiDevelopmentLanding } from "../../components/landing/AiDevelopmentLanding"
import { LandingHead } from "../../components/landing/LandingHead"
import { aiDevelopmentServicesLanding } from "../../data/landing/ai-development-services"

export default function AiDevelopmentServicesPage() {
  return (
    <Layout>
      <AiDevelopmentLanding content={aiDevelopmentServicesLanding} />
    </Layout>
  )
}

export function Head() {
  return <LandingHead meta={aiDevelopmentServicesLanding.meta} />
}
