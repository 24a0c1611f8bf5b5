// Replaced by the pages branch at merge.
import { Link } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import { css } from "@emotion/react"
import type { ProjectCard } from "../../content/projects"
import { featuredProjects, projectCardText } from "../../content/projects"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { SectionHeading } from "../ui/SectionHeading"

const grid = css`
  list-style: none; margin: 0 0 2rem; padding: 0; display: grid; gap: 1.5rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  article { height: 100%; border-radius: ${theme.radius.lg}; overflow: hidden; background: #fff; border: 1px solid ${theme.color.border}; }
  .img { aspect-ratio: 16 / 10; background: ${theme.color.surfaceAlt}; }
  .img img { width: 100%; height: 100%; object-fit: cover; }
  .body { padding: 1.25rem 1.5rem 1.5rem; }
  h3 { font-size: 1.1rem; margin: 0 0 .5rem; }
  h3 a { color: ${theme.color.navy}; text-decoration: none; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
`

/** Featured projects, cut to the section's limit, with a link to the full portfolio. */
export function PortfolioSection({ projects, limit, title = "Featured Work" }: { projects: ProjectCard[]; limit: number; title?: string }) {
  const cards = featuredProjects(projects, limit)
  if (cards.length === 0) return null
  return (
    <section css={css`padding: 4.5rem 0;`} data-testid="portfolio-section">
      <Container>
        <SectionHeading title={title} />
        <ul css={grid}>
          {cards.map(card => {
            const text = projectCardText(card)
            return (
              <li key={card.id}>
                <article>
                  <div className="img">
                    {card.image.image ? (
                      <GatsbyImage image={card.image.image} alt={card.image.alt} />
                    ) : (
                      <img src={card.image.src} alt={card.image.alt} loading="lazy" width={640} height={400} />
                    )}
                  </div>
                  <div className="body">
                    <h3><Link to={card.path}>{text.title}</Link></h3>
                    <p>{text.description}</p>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
        <Link to="/portfolios#all">View All Projects</Link>
      </Container>
    </section>
  )
}
