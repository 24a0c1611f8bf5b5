import type { HeadProps } from "gatsby"
import { AboutView } from "../components/company/AboutView"
import { Seo } from "../components/seo/Seo"

export default function Page() {
  return <AboutView />
}

export function Head({ location }: HeadProps) {
  return <Seo title="About Us" description="Lumenaut Technologies builds software, AI and automation for growing businesses from Lahore, Dubai and Riyadh since 2019." pathname={location.pathname} />
}
