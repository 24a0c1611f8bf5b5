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
    insightsLabel
    insightsByLabel
    insightsByRoleLabel
    insightsReadingTime
    insightsTopicsLabel
    insightsPagesLabel
    insightsPageLabel
    insightsNewerLabel
    insightsOlderLabel
    insightsListPageTitle
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

/**
 * What a block template's query selects beside its record: the CMS projects and records its blocks
 * show, by the ids the build put in its context (gatsby-node.ts), so each page's data holds only
 * those; blocks read them through pageRecords (src/blocks/page-records.ts). The query declares `$projectIds`, `$serviceIds`, `$industryIds`, `$reviewIds`, `$jobIds`, `$articleIds` (the ids of the page's language's nodes) and `$language`.
 */
export const shownRecords = graphql`
  fragment ShownRecords on Query {
    directusSettings(language: { eq: $language }) { calendlyLink ...ReviewSummaryFields }
    projects: allDirectusProject(filter: { id: { in: $projectIds } }, sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
    services: allDirectusService(filter: { id: { in: $serviceIds } }) { nodes { ...ServiceCardFields } }
    industries: allDirectusIndustry(filter: { id: { in: $industryIds } }) { nodes { ...IndustryCardFields } }
    reviews: allDirectusReview(filter: { id: { in: $reviewIds } }, sort: { sort: ASC }) { nodes { ...ReviewFields } }
    jobs: allDirectusJob(filter: { id: { in: $jobIds } }, sort: { sort: ASC }) { nodes { id title location description link } }
    articles: allDirectusArticle(filter: { id: { in: $articleIds } }, sort: { publishDate: DESC }) { nodes { ...ArticleCardFields } }
  }
`
