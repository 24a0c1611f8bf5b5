/** @jsxImportSource @emotion/react */
import { graphql, useStaticQuery } from "gatsby"
import { css } from "@emotion/react"
import { clientLogos } from "../../../content/clients"
import { DEFAULT_IMAGE } from "../../../content/images"
import { LIMITS } from "../../../content/limits"
import { mq, theme } from "../../../styles/theme"

const strip = css`
  margin-top: 3rem; padding-top: 2rem; border-top: 1px solid rgba(255,255,255,.12);
  p { margin: 0 0 1rem; font-size: .8125rem; letter-spacing: .08em; text-transform: uppercase; color: ${theme.color.textOnDarkMuted}; }
  ul { display: grid; grid-template-columns: repeat(2, 1fr); gap: 1rem; list-style: none; margin: 0; padding: 0; }
  ${mq.md} { ul { grid-template-columns: repeat(3, 1fr); } }
  ${mq.lg} { ul { grid-template-columns: repeat(6, 1fr); } }
  li { display: flex; align-items: center; justify-content: center; height: 64px; padding: .5rem .75rem;
    border-radius: ${theme.radius.md}; background: rgba(255,255,255,.92); }
  img { max-height: 44px; width: auto; }
`

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
    <div css={strip}>
      {data.directusSettings?.clientLogosLabel && <p>{data.directusSettings.clientLogosLabel}</p>}
      <ul>
        {shown.map(client => (
          <li key={client.id}>
            <img src={client.logo.src} alt={client.name} width={200} height={60} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </div>
  )
}
