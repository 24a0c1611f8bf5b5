import { useShellSettings } from "../../../root/language"
import { iconLabels, text } from "../../../content/blocks/common"
import { Icon } from "../../ui/Icon"
import { HERO_CLASS } from "./classes"

/** The settings' trust signals (Free Consultation, Book Today, 500+ Projects: home, services and contact heroes). */
export function TrustSignals() {
  const settings = useShellSettings()
  const signals = iconLabels(settings?.trustSignals)
  if (signals.length === 0) return null
  return (
    <ul className={HERO_CLASS.trustSignals} aria-label={text(settings?.heroTrustLabel)}>
      {signals.map(signal => (
        <li key={signal.label}>
          <Icon name={signal.icon} size={20} />
          {signal.label}
        </li>
      ))}
    </ul>
  )
}
