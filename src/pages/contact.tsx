import type { HeadProps } from "gatsby"
import { ContactView } from "../components/company/ContactView"
import { Seo } from "../components/seo/Seo"

export default function Page() {
  return <ContactView />
}

export function Head({ location }: HeadProps) {
  return <Seo title="Contact Us" description="Talk to Lumenaut about your software, AI or automation project. Free 30-minute consultation; we reply within 24 hours." pathname={location.pathname} />
}
