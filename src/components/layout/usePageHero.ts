import { graphql, useStaticQuery } from "gatsby"
import { imageRef } from "../../content/images"
import type { FileInput, ImageRef } from "../../content/images"
import type { HeroCopy } from "../../data/hero-fallbacks"
import { findPageRecord } from "./hero/resolveHero"

export interface HeroContent extends HeroCopy {
  titlePrimary: string | null
  description: string | null
  labelText: string | null
  labelInformation: string | null
  buttonTitle: string | null
  buttonType: string | null
  buttonActionLink: string | null
  heroImage: ImageRef | null
  backgroundImage: ImageRef | null
  showClientLogos: boolean
}

const optionalImage = (file: FileInput | null | undefined, url: string | null | undefined, alt: string) =>
  file || url ? imageRef(file, url, "", alt) : null

/** The hero section linked (by HeroSectionId) to the page record of `pageKey` (see findPageRecord). */
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
            heroImageUrl
            heroImage {
              publicURL
              childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 560, placeholder: BLURRED) }
            }
            backgroundImageUrl
            backgroundImage {
              publicURL
              childImageSharp { gatsbyImageData(layout: FULL_WIDTH, quality: 60, placeholder: NONE) }
            }
          }
        }
      }
    }
  `)
  const page = findPageRecord(data.allDirectusPage.nodes, pageKey)
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
    heroImage: optionalImage(hero.heroImage as FileInput | null, hero.heroImageUrl, ""),
    backgroundImage: optionalImage(hero.backgroundImage as FileInput | null, hero.backgroundImageUrl, ""),
    showClientLogos: hero.showClientLogos || Boolean(page?.showClientLogos),
  }
}
