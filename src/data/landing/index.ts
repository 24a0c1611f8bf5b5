import type { LandingPageContent, LeadPageContext } from "../types/landing"
import { aiDevelopmentServicesLanding } from "./ai-development-services"
import { automationSolutionsLanding } from "./automation-solutions"

export type {
  AiDevelopmentLandingContent,
  AiUseCase,
  AutomationLandingContent,
  AutomationUseCase,
  BeforeAfterItem,
  LandingPageContent,
  LandingTestimonial,
  LeadPageContext,
  UseCaseCategory,
} from "../types/landing"
export { aiDevelopmentServicesLanding, automationSolutionsLanding }

/** Landing routes are /lp/<slug>. */
export type LandingSlug = "automation-solutions" | "ai-development-services"

export const LANDING_SLUGS: readonly LandingSlug[] = ["automation-solutions", "ai-development-services"]

export const landingPages: Record<LandingSlug, LandingPageContent> = {
  "automation-solutions": automationSolutionsLanding,
  "ai-development-services": aiDevelopmentServicesLanding,
}

export const landingByContext: Record<LeadPageContext, LandingPageContent> = {
  automation: automationSolutionsLanding,
  "ai-development": aiDevelopmentServicesLanding,
}
