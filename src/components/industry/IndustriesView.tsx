import { css } from "@emotion/react"
import type { Review, ReviewSummary } from "../../content/reviews"
import { industriesOverviewCopy, industryCapabilities, industryImpactStats } from "../../data/industries-overview"
import { mq, theme } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Section, sectionLead } from "../sections/Section"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// After the hero: server-rendered, downloaded at once, hydrated as each part is needed.
const IconBenefitSection = lazySection(() => import(/* webpackChunkName: "sections-industries" */ "../sections/IconBenefitSection"), "IconBenefitSection")
const ContactSection = lazySection(() => import(/* webpackChunkName: "sections-industries" */ "../../forms/contact/ContactSection"), "ContactSection")
const CtaBanner = lazySection(() => import(/* webpackChunkName: "sections-industries" */ "../sections/CtaBanner"), "CtaBanner")
const ReviewsCarousel = lazySection(() => import(/* webpackChunkName: "sections-industries" */ "../sections/ReviewsCarousel"), "ReviewsCarousel")
const VerticalsGrid = lazySection(() => import(/* webpackChunkName: "sections-industries" */ "./VerticalsGrid"), "VerticalsGrid")

const stats = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(2, 1fr);
  ${mq.lg} { grid-template-columns: repeat(4, 1fr); }
  li { text-align: center; padding: 1.75rem 1rem; border-radius: ${theme.radius.lg}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
  strong { display: block; font-size: 2.5rem; color: ${theme.color.primary}; }
  span { color: ${theme.color.textMuted}; font-weight: 600; }
`

/** Industries overview (spec 000 §2.7): capabilities, eight verticals, impact stats, shared sections, contact. */
export function IndustriesView({ reviews, summary }: { reviews: Review[]; summary: ReviewSummary }) {
  const copy = industriesOverviewCopy
  return (
    <Layout>
      <PageHero />
      <HydrateWhenNeeded>
        <IconBenefitSection section={{ heading: copy.capabilities.title, description: copy.capabilities.description }}
          cards={industryCapabilities.map(tile => ({ icon: tile.icon, title: tile.title, description: tile.description }))} id="capabilities" grid />
      </HydrateWhenNeeded>
      <Section tone="dark" id="verticals" heading={{ id: "verticals-title", title: copy.verticals.title }}>
        <p css={[sectionLead, css`color: ${theme.color.textOnDarkMuted};`]}>{copy.verticals.description}</p>
        <HydrateWhenNeeded>
          <VerticalsGrid />
        </HydrateWhenNeeded>
      </Section>
      <Section tone="alt" heading={{ id: "impact-title", title: copy.impact.title, description: copy.impact.description }}>
        <ul css={stats}>
          {industryImpactStats.map(stat => <li key={stat.label}><strong>{stat.value}</strong><span>{stat.label}</span></li>)}
        </ul>
      </Section>
      <HydrateWhenNeeded><ReviewsCarousel reviews={reviews} summary={summary} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><CtaBanner /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ContactSection /></HydrateWhenNeeded>
    </Layout>
  )
}
