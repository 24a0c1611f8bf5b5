import type { HeadProps } from "gatsby"
import { QuoteView } from "../components/company/QuoteView"
import { Seo } from "../components/seo/Seo"

export default function Page() {
  return <QuoteView />
}

export function Head({ location }: HeadProps) {
  return <Seo title="Get a Quote" description="Request a quote for your software, AI or automation project from Lumenaut Technologies." pathname={location.pathname} />
}
