import { ORDER_FALLBACK } from "./limits"
import type { ServiceInput } from "./services"

/**
 * The two services the header's Trending Solutions column and the hero fallbacks rely on; they are
 * appended when the CMS does not list them (spec 000 §9).
 */
export const DEFAULT_SERVICES: ServiceInput[] = [
  {
    id: "default-service-business-automation",
    slug: "business-automation",
    title: "Business Automation",
    shortDescription:
      "Connect your tools and let workflows run themselves: lead routing, invoicing, reporting and support on auto-pilot.",
    featured: true,
    order: ORDER_FALLBACK,
  },
  {
    id: "default-service-ai-development",
    slug: "ai-development",
    title: "AI Development",
    shortDescription:
      "Custom AI assistants, agents and LLM-powered apps built on your data, shipped in weeks instead of months.",
    featured: true,
    order: ORDER_FALLBACK,
  },
]
