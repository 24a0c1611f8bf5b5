/**
 * AI models (12): static copy of a home-page section (spec 000 §2.9). Logos are paths under
 * /assets/platforms/; when a file is missing the component shows the first-letter fallback.
 */
import type { AiModel } from "../types/sections"

const GENERIC_AI_LOGO = "/assets/platforms/ai-generic.svg"

/** The AI models we build with. Only Claude has a dedicated logo; the rest use the generic one. */
export const aiModels: AiModel[] = [
  { name: "GPT-4o", imagePath: GENERIC_AI_LOGO, category: "multimodal" },
  { name: "OpenAI o3", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "Claude Sonnet 4", imagePath: "/assets/platforms/claude.svg", category: "language" },
  { name: "Gemini 2.5 Pro", imagePath: GENERIC_AI_LOGO, category: "multimodal" },
  { name: "Llama 3.1 405B", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "Mistral Large 2", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "DeepSeek-V3", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "DALL-E 3", imagePath: GENERIC_AI_LOGO, category: "image" },
  { name: "Stable Diffusion 3.5", imagePath: GENERIC_AI_LOGO, category: "image" },
  { name: "Midjourney v6", imagePath: GENERIC_AI_LOGO, category: "image" },
  { name: "Whisper large-v3", imagePath: GENERIC_AI_LOGO, category: "audio" },
  { name: "ElevenLabs Multilingual v2", imagePath: GENERIC_AI_LOGO, category: "audio" },
]
