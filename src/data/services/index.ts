import type { ServicePageContent, ServiceSlug } from "../types/service-page"
import { aiAppsIntegrations } from "./ai-apps-integrations"
import { aiDevelopment } from "./ai-development"
import { automatedSocialMedia } from "./automated-social-media"
import { automation } from "./automation"
import { businessAutomation } from "./business-automation"
import { cloudServices } from "./cloud-services"
import { devopsServices } from "./devops-services"
import { productDevelopment } from "./product-development"
import { uiUxDesign } from "./ui-ux-design"
import { webMobileDev } from "./web-mobile-dev"

export type { ServicePageContent, ServiceSlug } from "../types/service-page"

/** The ten service slugs in route-table order (spec 001 §2). */
export const SERVICE_SLUGS: readonly ServiceSlug[] = [
  "product-development",
  "ai-apps-integrations",
  "automation",
  "business-automation",
  "ai-development",
  "cloud-services",
  "devops-services",
  "web-mobile-dev",
  "ui-ux-design",
  "automated-social-media",
]

export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  "product-development": productDevelopment,
  "ai-apps-integrations": aiAppsIntegrations,
  automation,
  "business-automation": businessAutomation,
  "ai-development": aiDevelopment,
  "cloud-services": cloudServices,
  "devops-services": devopsServices,
  "web-mobile-dev": webMobileDev,
  "ui-ux-design": uiUxDesign,
  "automated-social-media": automatedSocialMedia,
}

export const isServiceSlug = (value: string): value is ServiceSlug =>
  (SERVICE_SLUGS as readonly string[]).includes(value)

/** The page content for a slug, or undefined for an unknown slug. */
export const getServicePage = (slug: string): ServicePageContent | undefined =>
  isServiceSlug(slug) ? servicePages[slug] : undefined

export {
  aiAppsIntegrations,
  aiDevelopment,
  automatedSocialMedia,
  automation,
  businessAutomation,
  cloudServices,
  devopsServices,
  productDevelopment,
  uiUxDesign,
  webMobileDev,
}
