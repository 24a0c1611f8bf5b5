import { graphql } from "gatsby"

/**
 * What a route's head reads of its page record, for queries that show page records (the SEO audit);
 * the build's route query reads the same fields of every page record (SEO_PAGE_FIELDS, gatsby-node.ts).
 */
export const fragment = graphql`
  fragment SeoPageFields on DirectusPage {
    slug
    title
    description
    metaDescription
    canonicalLink
    jsonLdSchema
  }
`
