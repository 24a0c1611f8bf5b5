import type { ReactNode } from "react"
import { LeadModalProvider } from "../forms/lead/LeadModalProvider"

/**
 * Everything wrapRootElement provides, identical on the server and in the browser (both
 * gatsby-ssr.tsx and gatsby-browser.tsx render this), so hydration never mismatches.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return <LeadModalProvider>{children}</LeadModalProvider>
}
