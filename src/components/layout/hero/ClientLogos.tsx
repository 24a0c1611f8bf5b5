import { graphql, useStaticQuery } from "gatsby"
import { clientLogos } from "../../../content/clients"
import { DEFAULT_IMAGE } from "../../../content/images"
import { LIMITS } from "../../../content/limits"
import { HERO_CLASS } from "./classes"
import { NearImg } from "../../ui/NearImg"

/** Up to six client logos; placeholder logos when the CMS has no clients (spec 000 §9). */
export function ClientLogos() {
  const data = useStaticQuery<Queries.HeroClientsQuery>(graphql`
    query HeroClients {
      allDirectusClient(sort: [{ sort: ASC }, { name: ASC }]) {
        nodes { id name title logoUrl logo { publicURL } }
      }
      directusSettings { clientLogosLabel }
    }
  `)
  const logos = clientLogos(data.allDirectusClient.nodes)
  const shown =
    logos.length > 0
      ? logos
      : Array.from({ length: LIMITS.clientLogos }, (_, i) => ({ id: `placeholder-${i}`, name: "", logo: { src: DEFAULT_IMAGE.clientLogo, alt: "", image: null } }))
  return (
    <div className={HERO_CLASS.clientLogos}>
      {data.directusSettings?.clientLogosLabel && <p>{data.directusSettings.clientLogosLabel}</p>}
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
