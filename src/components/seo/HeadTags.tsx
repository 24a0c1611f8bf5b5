import { SITE } from "../../config/site"
import { BRAND } from "../../styles/brand"
import type { HeadModel } from "./head-model"
import { JsonLdScript } from "./JsonLdScript"
import { WebManifestLink } from "./WebManifestLink"

/**
 * A route's head tags from its head model, rendered through Gatsby's Head API. A template's model is
 * resolved by the build (gatsby-node.ts: its page context), so the rules that make it (head-model.ts)
 * stay out of the page's scripts; a fixed page's too (src/build/fixed-page-heads.ts).
 */
export function HeadTags({ head }: { head: HeadModel }) {
  return (
    <>
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.keywords && <meta name="keywords" content={head.keywords} />}
      <meta name="robots" content={head.robots} />
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map(alternate => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content={head.locale} />
      {head.otherLocales.map(locale => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:url" content={head.canonical} />
      <meta property="og:image" content={head.image.url} />
      <meta property="og:image:width" content={String(head.image.width)} />
      <meta property="og:image:height" content={String(head.image.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      {head.description && <meta name="twitter:description" content={head.description} />}
      <meta name="twitter:image" content={head.image.url} />
      <meta name="theme-color" content={BRAND.navy} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <WebManifestLink />
      {head.jsonLd.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
    </>
  )
}
