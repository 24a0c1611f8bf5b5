import { graphql, useStaticQuery } from "gatsby"

export interface HeroContent {
  title: string
  titlePrimary: string | null
  description: string | null
  labelText: string | null
  labelInformation: string | null
  buttonTitle: string | null
  buttonType: string | null
  buttonActionLink: string | null
  showClientLogos: boolean
}

/** The hero section linked (by HeroSectionId) to the page record whose last path segment is `pageKey`. */
export function usePageHero(pageKey: string): HeroContent | null {
  const data = useStaticQuery<Queries.PageHeroesQuery>(graphql`
    query PageHeroes {
      allDirectusPage {
        nodes {
          slug
          showClientLogos
          heroSection {
            title
            titlePrimary
            description
            labelText
            labelInformation
            buttonTitle
            buttonType
            buttonActionLink
            showClientLogos
          }
        }
      }
    }
  `)
  const page = data.allDirectusPage.nodes.find(node => (node.slug ?? "").split("/").pop() === pageKey)
  const hero = page?.heroSection
  if (!hero?.title) return null
  return {
    title: hero.title,
    titlePrimary: hero.titlePrimary,
    description: hero.description,
    labelText: hero.labelText,
    labelInformation: hero.labelInformation,
    buttonTitle: hero.buttonTitle,
    buttonType: hero.buttonType,
    buttonActionLink: hero.buttonActionLink,
    showClientLogos: hero.showClientLogos || Boolean(page?.showClientLogos),
  }
}
