/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { LIMITS } from "../../content/limits"
import { projectCardText } from "../../content/projects"
import type { ProjectCard as Card } from "../../content/projects"
import { theme } from "../../styles/theme"
import { SizedImage } from "../../components/sections/SizedImage"
import { TagList } from "./TagList"

const card = css`
  display: flex; flex-direction: column; height: 100%; border-radius: ${theme.radius.lg}; overflow: hidden;
  background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  .body { padding: 1.25rem 1.5rem 1.5rem; display: flex; flex-direction: column; gap: .75rem; flex: 1; }
  h3 { margin: 0; font-size: 1.15rem; line-height: 1.35; }
  h3 a { color: ${theme.color.navy}; text-decoration: none; }
  h3 a:hover { color: ${theme.color.primary}; }
  /* The whole card is clickable through the title link. */
  position: relative;
  h3 a::after { content: ""; position: absolute; inset: 0; }
  p { margin: 0; color: ${theme.color.textMuted}; flex: 1; }
  ul { position: relative; z-index: 1; }
`

/** Portfolio card: image (placeholder until loaded), title 50, description 120, tags with +N overflow. */
export function ProjectCard({ project }: { project: Card }) {
  const text = projectCardText(project)
  const tags = [...text.visibleTags, ...text.hiddenTags]
  return (
    <article css={card}>
      <SizedImage image={{ ...project.image, alt: "" }} height={220} />
      <div className="body">
        <h3><Link to={project.path}>{text.title}</Link></h3>
        <p>{text.description}</p>
        {tags.length > 0 && <TagList tags={tags} max={LIMITS.projectCardTags} mobileMax={LIMITS.projectCardTagsMobile} />}
      </div>
    </article>
  )
}
