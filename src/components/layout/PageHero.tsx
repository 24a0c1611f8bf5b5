// Interim hero: the [shell] issue adds the typewriter, trust signals, logos, images and fallbacks.
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { usePageHero } from "./usePageHero"

export interface PageHeroProps {
  /** Page key: home, services, industries, portfolio, about, contact, careers, process, or a service slug. */
  pageKey: string
  /** Used when the content layer has no hero for the key (detail pages pass their own). */
  fallback?: { title: string; titlePrimary?: string; description?: string }
  badges?: string[]
}

const band = css`
  background: ${theme.color.navy}; color: ${theme.color.textOnDark}; padding: 5rem 0 4rem;
  h1 { color: #fff; font-size: clamp(2rem, 5vw, 3.25rem); }
  p { color: ${theme.color.textOnDarkMuted}; max-width: 720px; }
`

export function PageHero({ pageKey, fallback }: PageHeroProps) {
  const hero = usePageHero(pageKey)
  const title = hero?.title ?? fallback?.title ?? ""
  const description = hero?.description ?? fallback?.description ?? ""
  return (
    <section css={band}>
      <Container>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </Container>
    </section>
  )
}
