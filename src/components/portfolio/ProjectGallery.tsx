import { css } from "@emotion/react"
import type { PortfolioGalleryImage } from "../../data/types/portfolio"
import { mq, theme } from "../../styles/theme"
import { Section } from "../sections/Section"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(3, 1fr); }
  figure { position: relative; margin: 0; border-radius: ${theme.radius.lg}; overflow: hidden; background: ${theme.color.surfaceAlt}; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
  figcaption { position: absolute; inset: auto 0 0 0; padding: .75rem 1rem; background: rgba(11,21,51,.85); color: #fff; font-size: .9rem;
    transform: translateY(100%); transition: transform .25s; }
  figure:hover figcaption, figure:focus-within figcaption, figure:focus figcaption { transform: none; }
  ${mq.reducedMotion} { figcaption { transition: none; } }
`

/** Project Gallery: rendered only when images exist; the caption appears on hover or focus. */
export function ProjectGallery({ images }: { images: PortfolioGalleryImage[] }) {
  if (images.length === 0) return null
  return (
    <Section id="gallery" heading={{ id: "gallery-title", title: "Project Gallery", highlight: "Gallery" }}>
      <ul css={grid}>
        {images.map(image => (
          <li key={image.caption}>
            <figure tabIndex={0}>
              <img src={image.imageUrl} alt={image.altText} width={800} height={600} loading="lazy" decoding="async" />
              <figcaption>{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
