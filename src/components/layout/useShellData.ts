import { industryCards } from "../../content/industries"
import { serviceCards } from "../../content/services"
import { inLanguage } from "../../content/languages"
import type { LanguageCode } from "../../content/languages"
import { useLanguage, useShellNodes } from "../../root/language"
import { siteSettings } from "../../content/settings"
import type { SiteSettings } from "../../content/settings"
import { footerCopy, headerCopy } from "../../content/shell"
import type { FooterCopy, HeaderCopy } from "../../content/shell"
import { navModel } from "./navigation"
import type { NavModel } from "./navigation"
import type { ShellNodes } from "./shell-nodes"

export interface ShellData {
  nav: NavModel
  settings: SiteSettings
  header: HeaderCopy
  footer: FooterCopy
}

/** The last shell made in each language, and the nodes it was made from. */
const made = new Map<LanguageCode, { nodes: ShellNodes; source: string; shell: ShellData }>()

/**
 * The shell in `language` from a page's nodes: the same object for the same content, whichever page
 * brought it, so a page change does not re-render the header's lazily hydrated menu.
 */
function shellOf(nodes: ShellNodes, language: LanguageCode): ShellData {
  const last = made.get(language)
  if (last?.nodes === nodes) return last.shell
  const { shellServices, shellIndustries, shellSettings } = nodes
  // The shell's fields alone: the rest of a page's data differs from page to page.
  const source = JSON.stringify([shellServices, shellIndustries, shellSettings])
  if (last?.source === source) return last.shell
  const [settings] = inLanguage(shellSettings.nodes, language)
  const shell = {
    nav: navModel(serviceCards(inLanguage(shellServices.nodes, language)), industryCards(inLanguage(shellIndustries.nodes, language))),
    settings: siteSettings(settings),
    header: headerCopy(settings),
    footer: footerCopy(settings),
  }
  made.set(language, { nodes, source, shell })
  return shell
}

/** Header and footer content in the page's language. */
export function useShellData(): ShellData {
  const nodes = useShellNodes()
  if (!nodes?.shellSettings) throw new Error("The shell is rendered on a page whose query does not ask for ...Shell")
  return shellOf(nodes as ShellNodes, useLanguage())
}
