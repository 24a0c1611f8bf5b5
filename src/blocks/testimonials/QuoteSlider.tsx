/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { SampleTestimonial, SectionData } from "../../content/types/sections"
import { theme } from "../../styles/theme"
import { Section, sectionHeading } from "../../components/sections/Section"
import { useAutoAdvance } from "../../components/sections/useAutoAdvance"
import { fillIn } from "../../content/words"
import type { SliderWords } from "./view"

const box = css`
  max-width: 820px; margin: 0 auto; text-align: center;
  figure { margin: 0; min-height: 220px; display: flex; flex-direction: column; justify-content: center; gap: 1.25rem; }
  blockquote { margin: 0; font-size: clamp(1.1rem, 2.4vw, 1.4rem); color: #fff; line-height: 1.55; }
  figcaption strong { display: block; color: ${theme.color.accent}; }
  figcaption span { color: ${theme.color.textOnDarkMuted}; font-size: .95rem; }
`
const controls = css`
  display: flex; align-items: center; justify-content: center; gap: .5rem; margin-top: 1.5rem; flex-wrap: wrap;
  .dot { width: 44px; height: 44px; border: 0; background: none; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; }
  .dot span { width: 10px; height: 10px; border-radius: 50%; background: rgba(255,255,255,.35); }
  .dot[aria-current="true"] span { background: ${theme.color.accent}; width: 26px; border-radius: 6px; }
  .pause { margin-inline-start: .75rem; min-height: 44px; padding: 0 1rem; border-radius: ${theme.radius.pill}; border: 1px solid rgba(255,255,255,.4);
    background: transparent; color: #fff; font: inherit; font-size: .9rem; cursor: pointer; }
`

/** Testimonials, one at a time, advancing every 5000 ms with a pause control. */
export function QuoteSlider({ section, items, words, id }: { section: SectionData; items: SampleTestimonial[]; words: SliderWords; id?: string }) {
  const slider = useAutoAdvance(items.length)
  const current = items[slider.index]
  return (
    <Section tone="dark" id={id} heading={sectionHeading(`${id ?? "testimonials"}-title`, section, { description: false })}>
      <div css={box} role="region" aria-roledescription={words.carousel} aria-label={words.region} {...slider.bind} data-running={slider.running}>
        <div aria-live={slider.running ? "off" : "polite"}>
          <figure key={current.id} data-index={slider.index}>
            <blockquote>“{current.text}”</blockquote>
            <figcaption><strong>{current.name}</strong><span>{current.title}</span></figcaption>
          </figure>
        </div>
        <div css={controls}>
          {items.map((item, i) => (
            <button key={item.id} type="button" className="dot" aria-label={fillIn(words.show, { position: i + 1, total: items.length })}
              aria-current={i === slider.index} onClick={() => slider.goTo(i)}><span /></button>
          ))}
          {!slider.reduced && (
            <button type="button" className="pause" onClick={slider.togglePause}>
              {slider.userPaused ? words.play : words.pause}
            </button>
          )}
        </div>
      </div>
    </Section>
  )
}
