import { useShellSettings } from "../../../root/language"
import { HERO_CLASS } from "./classes"

/** A hero's badges, named by the settings' words for them. */
export function HeroBadges({ badges }: { badges: readonly string[] }) {
  return (
    <ul className={HERO_CLASS.badges} aria-label={useShellSettings()?.heroBadgesLabel ?? ""}>
      {badges.map(badge => <li key={badge}>{badge}</li>)}
    </ul>
  )
}
