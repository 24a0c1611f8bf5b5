/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { limitItems } from "../../content/grid"
import type { ServiceCard } from "../../content/services"
import type { SectionData } from "../../content/types/sections"
import { truncate } from "../../content/text"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { CardGrid } from "../../components/sections/CardGrid"
import { Section, sectionHeading } from "../../components/sections/Section"
import { SizedImage } from "../../components/sections/SizedImage"

const card = css`
  display: flex; flex-direction: column; height: 100%; border-radius: ${theme.radius.lg}; overflow: hidden;
  background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  color: inherit; text-decoration: none; transition: transform .2s, box-shadow .2s;
  &:hover { transform: translateY(-3px); box-shadow: ${theme.shadow.raised}; }
  ${mq.reducedMotion} { transition: none; &:hover { transform: none; } }
  .body { padding: 1.5rem; display: flex; flex-direction: column; gap: .5rem; flex: 1; }
  h3 { margin: 0; font-size: 1.25rem; color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.textMuted}; flex: 1; }
  span { color: ${theme.color.primary}; font-weight: 600; display: inline-flex; align-items: center; gap: .35rem; }
`

export interface ServicesGridProps {
  services: readonly ServiceCard[]
  section: SectionData
  /** Slices the list (spec 000 §2.9). */
  limit?: number
  id?: string
}

/** Service cards on a 6-column grid; each card's width depends on how many cards there are. */
export function ServicesGrid({ services, section, limit, id }: ServicesGridProps) {
  const shown = limitItems(services, limit)
  return (
    <Section tone="alt" id={id} heading={sectionHeading("services-grid-title", section)}>
      <CardGrid items={shown} keyOf={service => service.id}>
        {service => (
          <Link to={service.path} css={card}>
            <SizedImage image={{ ...service.image, alt: "" }} height={200} />
            <div className="body">
              <h3>{service.title}</h3>
              <p>{truncate(service.shortDescription, 150)}</p>
              <span aria-hidden="true">{service.cta} <Icon name="rocket" size={16} /></span>
            </div>
          </Link>
        )}
      </CardGrid>
    </Section>
  )
}
