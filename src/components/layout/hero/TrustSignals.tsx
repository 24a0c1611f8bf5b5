import { graphql, useStaticQuery } from "gatsby"
import { iconLabels } from "../../../content/blocks/common"
import { Icon } from "../../ui/Icon"
import { HERO_CLASS } from "./classes"

/** The settings' trust signals (Free Consultation, Book Today, 500+ Projects: home, services and contact heroes). */
export function TrustSignals() {
  const data = useStaticQuery<Queries.HeroTrustSignalsQuery>(graphql`
    query HeroTrustSignals { directusSettings { trustSignals { icon label } } }
  `)
  const signals = iconLabels(data.directusSettings?.trustSignals)
  if (signals.length === 0) return null
  return (
    <ul className={HERO_CLASS.trustSignals} aria-label="Why clients choose us">
      {signals.map(signal => (
        <li key={signal.label}>
          <Icon name={signal.icon} size={20} />
          {signal.label}
        </li>
      ))}
    </ul>
  )
}
