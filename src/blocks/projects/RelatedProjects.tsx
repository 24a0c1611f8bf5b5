/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Button } from "../../components/ui/Button"
import { CardGrid } from "../../components/sections/CardGrid"
import { Section, actions } from "../../components/sections/Section"
import { SizedImage } from "../../components/sections/SizedImage"
import type { RelatedBlock } from "./view"

const grid = css`
  article { border-radius: ${theme.radius.lg}; overflow: hidden; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card}; height: 100%; }
  .body { padding: 1.25rem 1.5rem 1.5rem; display: grid; gap: .6rem; }
  h3 { margin: 0; font-size: 1.1rem; color: ${theme.color.navy}; } h3 a { color: inherit; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .93rem; }
  .tags { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
  .tags li { font-size: .75rem; font-weight: 600; padding: .2rem .6rem; border-radius: ${theme.radius.pill}; background: rgba(91,77,232,.08); color: ${theme.color.primaryHover}; }
`

/** At most 3 related projects with at most 3 tags (already cut by the view model) and the block's button (View All Projects). */
export function RelatedProjects({ id, related }: { id: string; related: RelatedBlock }) {
  const { heading, cards, button } = related
  if (cards.length === 0) return null
  return (
    <Section tone="alt" id={id} heading={{ id: `${id}-title`, title: heading }}>
      <CardGrid items={cards} keyOf={project => project.id} css={grid}>
        {project => (
          <article>
            <SizedImage image={project.image} height={180} />
            <div className="body">
              <h3>{project.path ? <Link to={project.path}>{project.title}</Link> : project.title}</h3>
              <p>{project.description}</p>
              <ul className="tags" aria-label="Tags">{project.tags.map(t => <li key={t}>{t}</li>)}</ul>
            </div>
          </article>
        )}
      </CardGrid>
      {button && (
        <div css={actions}>
          {button.external ? <Button href={button.link} variant="secondary">{button.text}</Button> : <Button to={button.link} variant="secondary">{button.text}</Button>}
        </div>
      )}
    </Section>
  )
}
