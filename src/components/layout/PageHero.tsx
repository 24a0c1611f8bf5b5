/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import { fromCopy, isExternalButton } from "../../content/hero"
import type { HeroCopy } from "../../content/hero"
import { mq, theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import type { ButtonVariant } from "../ui/Button"
import { Container } from "../ui/Container"
import { ClientLogos } from "./hero/ClientLogos"
import { HeroImage } from "./hero/HeroImage"
import { TrustSignals } from "./hero/TrustSignals"
import { TypewriterTitle } from "./hero/TypewriterTitle"
import { usePageHeroContext } from "./hero/PageHeroContext"

export interface PageHeroProps {
  /** Used when the build found no hero for the page (no hero section, no built-in one): the page's own; else the site's default hero. */
  fallback?: HeroCopy
  badges?: string[]
  /** The page's own buttons, in the same row as the hero's button (the hero blocks' jump links). */
  actions?: ReactNode
  /** The page's own links as buttons, after the actions: data, so a view rendering the hero as an island need not load Button. */
  links?: readonly HeroLink[]
  /** The page's own picture, shown when its hero has none (detail pages). */
  picture?: HeroPicture | null
  /** Content that belongs to the hero's band, under its two columns (the about stats). */
  children?: ReactNode
}

/** An internal link shown as a button in the hero's row of buttons (detail pages). */
export interface HeroLink {
  to: string
  text: string
  variant: ButtonVariant
}

/**
 * A picture for the hero's second column. A plain path needs its pixel size so the browser reserves
 * the space before it loads; a framed picture (a project screenshot) gets a card's rounded edge.
 */
export interface HeroPicture extends ImageRef {
  width?: number
  height?: number
  framed?: boolean
}

const band = css`
  position: relative; overflow: hidden; isolation: isolate; padding: 4rem 0 3.5rem;
  background: radial-gradient(1200px 500px at 85% -10%, rgba(109,94,245,.45), transparent 60%),
    radial-gradient(900px 420px at -10% 110%, rgba(34,211,238,.18), transparent 60%), ${theme.color.navy};
  color: ${theme.color.textOnDark};
  ${mq.lg} { padding: 5.5rem 0 4.5rem; }
  h1 { color: #fff; font-size: clamp(2rem, 5vw, 3.4rem); letter-spacing: -.02em; margin-bottom: 1.25rem; }
`
const background = css`position: absolute !important; inset: 0; z-index: -1; opacity: .18;`
const grid = (withImage: boolean) => css`
  display: grid; gap: 2.5rem; align-items: center;
  ${mq.lg} { grid-template-columns: ${withImage ? "1.1fr .9fr" : "minmax(0, 860px)"}; }
`
const label = css`
  display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; margin-bottom: 1.25rem; font-size: .875rem;
  strong { padding: .3rem .8rem; border-radius: ${theme.radius.pill}; background: rgba(109,94,245,.28);
    border: 1px solid rgba(167,139,250,.55); color: #fff; font-weight: 600; }
  span { color: ${theme.color.textOnDarkMuted}; }
`
const badgeList = css`
  display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; margin: 0 0 1.25rem; padding: 0;
  li { padding: .25rem .75rem; border-radius: ${theme.radius.pill}; background: rgba(34,211,238,.14); color: ${theme.color.accent}; font-size: .8125rem; font-weight: 600; }
`
const text = css`font-size: 1.125rem; color: ${theme.color.textOnDarkMuted}; max-width: 640px; margin-bottom: 2rem;`
const buttons = css`display: flex; flex-wrap: wrap; gap: 1rem;`
const figure = css`
  margin: 0; max-width: 560px; justify-self: center; width: 100%;
  img { display: block; width: 100%; height: auto; }
`
const framedFigure = css`
  border-radius: ${theme.radius.lg}; overflow: hidden; box-shadow: ${theme.shadow.raised}; background: ${theme.color.navySoft};
  isolation: isolate; img { aspect-ratio: 16 / 10; object-fit: cover; }
`

function HeroButton({ title, type, link }: { title: string; type: string | null; link: string }) {
  if (isExternalButton(type, link)) return <Button href={link}>{title}</Button>
  return <Button to={link}>{title}</Button>
}

/**
 * The hero every page opens with (spec 000 §2.4): one band, the copy and buttons in the first column
 * and the picture in the second (stacked on small screens). The build resolves the page's hero section
 * or its built-in one into the page context; then the page's own fallback, then the default hero (settings).
 */
export function PageHero({ fallback, badges, actions, links = [], picture, children }: PageHeroProps) {
  const { hero: resolved, trustSignals: withTrust, defaultHero } = usePageHeroContext()
  const hero = resolved ?? (fallback ? fromCopy(fallback) : defaultHero)
  if (!hero) return null
  const shown: HeroPicture | null = hero.heroImage ?? picture ?? null
  const button = hero.buttonTitle && hero.buttonActionLink
    ? <HeroButton title={hero.buttonTitle} type={hero.buttonType} link={hero.buttonActionLink} />
    : null
  return (
    <section css={band}>
      {hero.backgroundImage && <HeroImage image={hero.backgroundImage} css={background} cover />}
      <Container>
        <div css={grid(Boolean(shown))}>
          <div>
            {(hero.labelText || hero.labelInformation) && (
              <p css={label}>
                {hero.labelText && <strong>{hero.labelText}</strong>}
                {hero.labelInformation && <span>{hero.labelInformation}</span>}
              </p>
            )}
            {badges && badges.length > 0 && (
              <ul css={badgeList} aria-label="Highlights">
                {badges.map(badge => <li key={badge}>{badge}</li>)}
              </ul>
            )}
            <TypewriterTitle title={hero.title} primary={hero.titlePrimary} />
            {hero.description && <p css={text}>{hero.description}</p>}
            {(button || actions || links.length > 0) && (
              <div css={buttons}>
                {button}
                {actions}
                {links.map(link => <Button key={link.to} to={link.to} variant={link.variant}>{link.text}</Button>)}
              </div>
            )}
            {withTrust && <TrustSignals />}
          </div>
          {shown && (
            <figure css={[figure, shown.framed && framedFigure]}>
              <HeroImage image={shown} width={shown.width} height={shown.height} cover={shown.framed} />
            </figure>
          )}
        </div>
        {children}
        {hero.showClientLogos && <ClientLogos />}
      </Container>
    </section>
  )
}

