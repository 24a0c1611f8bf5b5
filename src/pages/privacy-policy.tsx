import type { HeadProps } from "gatsby"
import { PrivacyPolicyView } from "../components/company/PrivacyPolicyView"
import { Seo } from "../components/seo/Seo"

export default function Page() {
  return <PrivacyPolicyView />
}

export function Head({ location }: HeadProps) {
  return <Seo title="Privacy Policy" description="How Lumenaut Technologies collects, uses and protects personal data submitted through this website, and the rights you have over it." pathname={location.pathname} />
}
