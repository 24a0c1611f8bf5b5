import { graphql, useStaticQuery } from "gatsby"
import { inLanguage } from "../content/languages"
import { useLanguage } from "./language"

/** The settings' words outside the shell's own (the dialogs' close button, the hero's badges' name), in the page's language. */
export function useSiteWords() {
  const data = useStaticQuery<Queries.SiteWordsQuery>(graphql`
    query SiteWords { allDirectusSettings { nodes { language closeLabel heroBadgesLabel } } }
  `)
  return inLanguage(data.allDirectusSettings.nodes, useLanguage())[0]
}
