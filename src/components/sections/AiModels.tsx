import { css } from "@emotion/react"
import { aiModels } from "../../data/home/ai-models"
import type { AiModelCategory } from "../../data/types/sections"
import { mq, theme } from "../../styles/theme"
import { PlatformLogo } from "../ui/PlatformLogo"
import { Section } from "./Section"

const CATEGORY_LABEL: Record<AiModelCategory, string> = { language: "Language", image: "Image", audio: "Audio", multimodal: "Multimodal" }

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, 1fr);
  ${mq.md} { grid-template-columns: repeat(4, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(6, 1fr); }
  li { display: flex; flex-direction: column; align-items: center; gap: .5rem; text-align: center; padding: 1.25rem .75rem;
    border-radius: ${theme.radius.md}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
  strong { color: ${theme.color.navy}; font-size: .95rem; }
  span.cat { font-size: .75rem; font-weight: 600; color: ${theme.color.textMuted}; text-transform: uppercase; letter-spacing: .04em; }
`

/** The twelve AI models we build with, with their category. */
export function AiModels() {
  return (
    <Section tone="alt" heading={{
      id: "ai-models-title", title: "AI Models We Work With", highlight: "AI Models",
      description: "We pick the model that fits the task, budget and data rules: language, image, audio or multimodal.",
    }}>
      <ul css={grid}>
        {aiModels.map(model => (
          <li key={model.name}>
            <PlatformLogo src={model.imagePath} name={model.name} size={40} />
            <strong>{model.name}</strong>
            <span className="cat">{CATEGORY_LABEL[model.category]}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
