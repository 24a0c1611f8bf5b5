/** Conversion tracking (spec 000 §7): sent only if the analytics globals exist; errors are logged and swallowed. */
type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    gtag?: Gtag
    fbq?: Gtag
    dataLayer?: unknown[]
  }
}

export interface LeadConversion {
  pageContext: string
  companySize: string
  industry: string
  hasCompany: boolean
}

export function trackLead(lead: LeadConversion): void {
  try {
    // Defined only once Google Analytics has loaded after consent (src/lib/consent/gtag.ts).
    if (typeof window.gtag === "function") {
      window.gtag("event", "generate_lead", {
        page_context: lead.pageContext,
        company_size: lead.companySize,
        industry: lead.industry,
        has_company: lead.hasCompany,
      })
    }
    if (typeof window.fbq === "function") {
      window.fbq("track", "Lead", { content_category: lead.pageContext, content_name: lead.industry })
    }
  } catch (error) {
    console.error("Conversion tracking failed", error)
  }
}
