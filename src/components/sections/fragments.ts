import { graphql } from "gatsby"

/**
 * Fields the section view models read; shared by the page queries. Raster images go through
 * childImageSharp; SVG icons and logos are served by their File's publicURL.
 */
export const sectionFragments = graphql`
  fragment ServiceCardFields on DirectusService {
    id
    slug
    title
    shortDescription
    description
    order
    sort
    featured
    iconUrl
    icon { publicURL }
    bannerUrl
    banner {
      childImageSharp {
        gatsbyImageData(width: 640, height: 220, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        blurredPlaceholder(width: 640, height: 220)
      }
    }
  }
  fragment ProjectCardFields on DirectusProject {
    id
    slug
    title
    shortDescription
    description
    isFeatured
    link
    technologies
    skills { name title }
    imageUrl
    image {
      childImageSharp {
        gatsbyImageData(width: 640, height: 360, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        blurredPlaceholder(width: 640, height: 360)
      }
    }
  }
  fragment InsightsLabels on DirectusSettings {
    insightsAllLabel
    insightsRelatedHeading
    insightsAboutAuthor
    insightsMoreFrom
    insightsFollowLabel
    insightsEmptyText
  }
  fragment ArticleCardFields on DirectusArticle {
    id
    slug
    title
    summary
    publishDate
    readingMinutes
    coverAlt
    coverUrl
    cover {
      childImageSharp {
        gatsbyImageData(width: 640, height: 360, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        blurredPlaceholder(width: 640, height: 360)
      }
    }
    topics { id slug name }
    author { id slug name }
  }
  fragment IndustryCardFields on DirectusIndustry {
    id
    slug
    name
    title
    shortDescription
    featured
    sort
    iconUrl
    icon { publicURL }
  }
  fragment ReviewFields on DirectusReview {
    id
    personName
    personDesignation
    feedback
    rating
    client { name title logoUrl logo { publicURL } }
  }
  fragment ReviewSummaryFields on DirectusSettings {
    reviewPlatform
    reviewRating
    reviewMaxRating
    reviewCount
  }
`
