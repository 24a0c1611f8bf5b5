/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { PlacesBlock } from "./view"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { Section, sectionHeading, cardStyle } from "../../components/sections/Section"
import { Reveal } from "../../components/company/Reveal"
import { NearImg } from "../../components/ui/NearImg"

const layout = css`
  display: grid; gap: 2rem; align-items: center; ${mq.lg} { grid-template-columns: 1.2fr 1fr; }
  img { width: 100%; height: auto; aspect-ratio: 2 / 1; display: block; }
  ul.places { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  .label { font-size: .75rem; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: ${theme.color.primary}; }
  h3 { display: flex; gap: .4rem; align-items: center; }
  .serving { margin-top: 1.5rem; color: ${theme.color.textMuted}; }
  .serving strong { color: ${theme.color.navy}; }
`

/** Cards (a label, a name after a pin, a text) beside the block's picture, and a labelled line under them. */
export function CardsBesideImage({ id, headingId, block }: { id?: string; headingId: string; block: PlacesBlock }) {
  const { section, cards, image, footnote } = block
  return (
    <Section id={id} heading={sectionHeading(headingId, section)}>
      <div css={layout}>
        {image && <NearImg src={image.src} alt={image.alt} width={800} height={400} />}
        <div>
          <ul className="places">
            {cards.map(place => (
              <Reveal as="li" key={place.title}>
                <article css={cardStyle}>
                  <span className="label">{place.badge}</span>
                  <h3><Icon name="map-pin" size={18} />{place.title}</h3>
                  <p>{place.description}</p>
                </article>
              </Reveal>
            ))}
          </ul>
          {footnote && <p className="serving"><strong>{footnote.label}:</strong> {footnote.text}</p>}
        </div>
      </div>
    </Section>
  )
}
