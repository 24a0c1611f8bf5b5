import type { ReactNode } from "react"
import type { ImageRef } from "../../content/images"
import { fromCopy, isExternalButton } from "../../content/hero"
import type { HeroCopy } from "../../content/hero"
import { classNames } from "../../styles/class-names"
import { Button } from "../ui/Button"
import type { ButtonVariant } from "../ui/Button"
import { Container } from "../ui/Container"
import { ClientLogos } from "./hero/ClientLogos"
import { HeroImage } from "./hero/HeroImage"
import { TrustSignals } from "./hero/TrustSignals"
import { HeroBadges } from "./hero/HeroBadges"
import { TypewriterTitle } from "./hero/TypewriterTitle"
import { usePageHeroContext } from "./hero/PageHeroContext"
import { HERO_CLASS } from "./hero/classes"

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
  /** Content that belongs to the hero's band, under its two columns (the hero block's count-up figures). */
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
    <section className={HERO_CLASS.band}>
      {hero.backgroundImage && <HeroImage image={hero.backgroundImage} className={HERO_CLASS.background} cover />}
      <Container>
        <div className={classNames(HERO_CLASS.grid, shown && HERO_CLASS.gridWithImage)}>
          <div>
            {(hero.labelText || hero.labelInformation) && (
              <p className={HERO_CLASS.label}>
                {hero.labelText && <strong>{hero.labelText}</strong>}
                {hero.labelInformation && <span>{hero.labelInformation}</span>}
              </p>
            )}
            {badges && badges.length > 0 && (
              <HeroBadges badges={badges} />
            )}
            <TypewriterTitle title={hero.title} primary={hero.titlePrimary} />
            {hero.description && <p className={HERO_CLASS.text}>{hero.description}</p>}
            {(button || actions || links.length > 0) && (
              <div className={HERO_CLASS.buttons}>
                {button}
                {actions}
                {links.map(link => <Button key={link.to} to={link.to} variant={link.variant}>{link.text}</Button>)}
              </div>
            )}
            {withTrust && <TrustSignals />}
          </div>
          {shown && (
            <figure className={classNames(HERO_CLASS.figure, shown.framed && HERO_CLASS.figureFramed)}>
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

