import { css } from "@emotion/react"
import { globalFootprint } from "../../data/about"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Section, cardStyle } from "../sections/Section"
import { Reveal } from "./Reveal"

const layout = css`
  display: grid; gap: 2rem; align-items: center; ${mq.lg} { grid-template-columns: 1.2fr 1fr; }
  img { width: 100%; height: auto; aspect-ratio: 2 / 1; display: block; }
  ul.places { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  .label { font-size: .75rem; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: ${theme.color.primary}; }
  h3 { display: flex; gap: .4rem; align-items: center; }
  .serving { margin-top: 1.5rem; color: ${theme.color.textMuted}; }
  .serving strong { color: ${theme.color.navy}; }
`

/** Offices (Lahore, Dubai, Riyadh) on the map, and the other countries served. */
export function GlobalFootprint() {
  const f = globalFootprint
  return (
    <Section id="footprint" heading={{
      id: "footprint-title", title: f.heading, highlight: "Footprint",
      description: f.description,
    }}>
      <div css={layout}>
        <img src="/assets/offices-map.svg" alt="Map of Lumenaut offices in Lahore, Dubai and Riyadh" width={800} height={400} loading="lazy" decoding="async" />
        <div>
          <ul className="places">
            {f.locations.map(place => (
              <Reveal as="li" key={place.city}>
                <article css={cardStyle}>
                  <span className="label">{place.label}</span>
                  <h3><Icon name="map-pin" size={18} />{place.city}, {place.country}</h3>
                  <p>{place.description}</p>
                </article>
              </Reveal>
            ))}
          </ul>
          <p className="serving"><strong>{f.alsoServingLabel}:</strong> {f.alsoServing.join(", ")}</p>
        </div>
      </div>
    </Section>
  )
}
