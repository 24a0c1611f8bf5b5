/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { CardGrid } from "../../components/sections/CardGrid"
import { Section, sectionHeading } from "../../components/sections/Section"
import { SizedImage } from "../../components/sections/SizedImage"
import type { SuccessStoriesView, SuccessStoryCard } from "./view"

const metrics = css`
  list-style: none; margin: 0 0 2.5rem; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, 1fr);
  ${mq.lg} { grid-template-columns: repeat(4, 1fr); }
  li { text-align: center; padding: 1.5rem 1rem; border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); }
  strong { display: block; font-size: 2rem; color: ${theme.color.accent}; }
  span { color: ${theme.color.textOnDarkMuted}; font-weight: 600; }
`
const projects = css`
  article { border-radius: ${theme.radius.lg}; overflow: hidden; background: ${theme.color.navySoft}; border: 1px solid rgba(255,255,255,.1); height: 100%; }
  .body { padding: 1.5rem; display: grid; gap: .75rem; }
  h3 { margin: 0; color: #fff; font-size: 1.2rem; } h3 a { color: inherit; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; }
  .tags { display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; margin: 0; padding: 0; }
  .tags li { font-size: .75rem; font-weight: 600; padding: .2rem .6rem; border-radius: ${theme.radius.pill}; background: rgba(34,211,238,.12); color: ${theme.color.accent}; }
  .wins { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; color: ${theme.color.textOnDark}; font-size: .92rem; }
  .wins li { display: flex; gap: .5rem; } .wins svg { color: ${theme.color.accent}; flex: none; margin-top: .15rem; }
`

/** The success metrics and the project cards (their images and links resolved by successStoryCards). */
export function SuccessStories({ id, data, stories }: { id: string; data: SuccessStoriesView; stories: SuccessStoryCard[] }) {
  return (
    <Section tone="dark" id={id} heading={sectionHeading("success-title", data.section, { highlight: false })}>
      <ul css={metrics} aria-label="Success metrics">
        {data.metrics.map(metric => <li key={metric.label}><strong>{metric.value}</strong><span>{metric.label}</span></li>)}
      </ul>
      <CardGrid items={stories} keyOf={story => story.title} css={projects}>
        {story => (
          <article>
            <SizedImage image={story.image} height={200} />
            <div className="body">
              <h3>{story.path ? <Link to={story.path}>{story.title}</Link> : story.title}</h3>
              <p>{story.description}</p>
              <ul className="tags" aria-label="Technologies">{story.technologies.map(t => <li key={t}>{t}</li>)}</ul>
              <ul className="wins" aria-label="Achievements">{story.achievements.map(a => <li key={a}><Icon name="check" size={16} />{a}</li>)}</ul>
            </div>
          </article>
        )}
      </CardGrid>
    </Section>
  )
}
