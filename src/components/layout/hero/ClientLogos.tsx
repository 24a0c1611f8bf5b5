import { useShellNodes, useShellSettings } from "../../../root/language"
import { clientLogos } from "../../../content/clients"
import { DEFAULT_IMAGE } from "../../../content/images"
import { LIMITS } from "../../../content/limits"
import { HERO_CLASS } from "./classes"
import { NearImg } from "../../ui/NearImg"

/** Up to six client logos; placeholder logos when the CMS has no clients (spec 000 §9). */
export function ClientLogos() {
  const logos = clientLogos(useShellNodes()?.shellClients?.nodes ?? [])
  const label = useShellSettings()?.clientLogosLabel
  const shown =
    logos.length > 0
      ? logos
      : Array.from({ length: LIMITS.clientLogos }, (_, i) => ({ id: `placeholder-${i}`, name: "", logo: { src: DEFAULT_IMAGE.clientLogo, alt: "", image: null } }))
  return (
    <div className={HERO_CLASS.clientLogos}>
      {label && <p>{label}</p>}
      <ul>
        {shown.map(client => (
          <li key={client.id}>
            <NearImg src={client.logo.src} alt={client.name} width={200} height={60} />
          </li>
        ))}
      </ul>
    </div>
  )
}
