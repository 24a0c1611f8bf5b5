/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { GalleryView } from "./view"
import { mq, theme } from "../../styles/theme"
import { CardGrid } from "../../components/sections/CardGrid"
import { Section, sectionHeading } from "../../components/sections/Section"
import { NearImg } from "../../components/ui/NearImg"

const grid = css`
  figure { position: relative; margin: 0; border-radius: ${theme.radius.lg}; overflow: hidden; background: ${theme.color.surfaceAlt}; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; object-fit: cover; }
  figcaption { position: absolute; inset: auto 0 0 0; padding: .75rem 1rem; background: rgba(11,21,51,.85); color: #fff; font-size: .9rem;
    transform: translateY(100%); transition: transform .25s; }
  figure:hover figcaption, figure:focus-within figcaption, figure:focus figcaption { transform: none; }
  ${mq.reducedMotion} { figcaption { transition: none; } }
`

/** Project Gallery: rendered only when images exist; the caption appears on hover or focus. */
export function PictureGrid({ id, gallery }: { id: string; gallery: GalleryView }) {
  const { section, images } = gallery
  if (images.length === 0) return null
  return (
    <Section id={id} heading={sectionHeading(`${id}-title`, section)}>
      <CardGrid items={images} keyOf={image => image.caption} css={grid}>
        {image => (
          <figure tabIndex={0}>
            <NearImg src={image.src} alt={image.alt} width={1200} height={750} />
            <figcaption>{image.caption}</figcaption>
          </figure>
        )}
      </CardGrid>
    </Section>
  )
}
