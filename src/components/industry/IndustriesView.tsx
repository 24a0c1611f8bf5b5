import { Link } from "gatsby"
import { css } from "@emotion/react"
import type { Review, ReviewSummary } from "../../content/reviews"
import { industryPath } from "../../content/industries"
import { industriesOverviewCopy, industryCapabilities, industryImpactStats, staticIndustries } from "../../data/industries-overview"
import { ContactSection } from "../../forms/contact/ContactSection"
import { mq, theme } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Icon } from "../ui/Icon"
import { CtaBanner } from "../sections/CtaBanner"
import { IconBenefitSection } from "../sections/IconBenefitSection"
import { ReviewsCarousel } from "../sections/ReviewsCarousel"
import { Section, darkCardStyle, iconBadge, sectionLead } from "../sections/Section"

const verticals = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  article { display: flex; flex-direction: column; gap: .75rem; }
  ul { margin: 0; padding-left: 1.1rem; color: ${theme.color.textOnDarkMuted}; font-size: .9rem; }
  .badge { align-self: flex-start; font-size: .72rem; font-weight: 700; text-transform: uppercase; letter-spacing: .05em;
    padding: .2rem .55rem; border-radius: ${theme.radius.pill}; background: ${theme.color.accent}; color: ${theme.color.navy}; }
  .links { margin-top: auto; display: flex; flex-wrap: wrap; gap: 1rem; font-weight: 600; }
  .links a { color: ${theme.color.accent}; }
`
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
      <PageHero pageKey="industries" />
      <IconBenefitSection section={{ heading: copy.capabilities.title, description: copy.capabilities.description }}
        cards={industryCapabilities.map(tile => ({ icon: tile.icon, title: tile.title, description: tile.description }))} id="capabilities" grid />
      <Section tone="dark" id="verticals" heading={{ id: "verticals-title", title: copy.verticals.title }}>
        <p css={[sectionLead, css`color: ${theme.color.textOnDarkMuted};`]}>{copy.verticals.description}</p>
        <ul css={verticals}>
          {staticIndustries.map(industry => (
            <li key={industry.slug}>
              <article css={darkCardStyle}>
                <span css={[iconBadge, css`background: rgba(34,211,238,.12); color: ${theme.color.accent};`]}><Icon name={industry.icon} /></span>
                {industry.featured && <span className="badge">Featured</span>}
                <h3>{industry.title}</h3>
                <p>{industry.shortDescription}</p>
                <ul>{industry.solutions.slice(0, 3).map(s => <li key={s}>{s}</li>)}</ul>
                <p>{industry.caseStudies} case studies</p>
                <div className="links">
                  <Link to={industryPath(industry.slug)} aria-label={`Explore ${industry.title}`}>Explore</Link>
                  <Link to={industry.cta.href} aria-label={`${industry.cta.text}: ${industry.title}`}>{industry.cta.text}</Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="alt" heading={{ id: "impact-title", title: copy.impact.title, description: copy.impact.description }}>
        <ul css={stats}>
          {industryImpactStats.map(stat => <li key={stat.label}><strong>{stat.value}</strong><span>{stat.label}</span></li>)}
        </ul>
      </Section>
      <ReviewsCarousel reviews={reviews} summary={summary} />
      <CtaBanner />
      <ContactSection />
    </Layout>
  )
}
