import { siteSettings } from "../content/settings"
import type { SiteSettings } from "../content/settings"
import { useShellSettings } from "../root/language"

/** The CMS settings with the configured fallbacks (booking link, contact details), from the page's shell data. */
export function useSiteSettings(): SiteSettings {
  return siteSettings(useShellSettings())
}
