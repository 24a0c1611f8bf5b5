import type { ReactNode } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import { css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"

const band = css`
  background: ${theme.color.navy}; color: ${theme.color.textOnDark}; padding: 0 0 3.5rem;
  .row { display: grid; gap: 2rem; align-items: center; ${mq.lg} { grid-template-columns: 1fr 1.2fr; } }
  .actions { display: flex; flex-wrap: wrap; gap: 1rem; }
  img { width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.raised}; display: block; background: ${theme.color.navySoft}; }
`

/**
 * Continues the page hero (same dark band) with detail-page extras: the banner image and the main
 * buttons. The banner is the page's largest image, so it loads eagerly and is sized.
 */
export function HeroExtension({ children, banner, bannerAlt = "", image }: { children: ReactNode; banner?: string; bannerAlt?: string; image?: ImageRef | null }) {
  return (
    <div css={band}>
      <Container>
        <div className="row">
          <div className="actions">{children}</div>
          {image?.image ? (
            <GatsbyImage image={image.image} alt={bannerAlt} loading="eager" css={css`border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.raised};`} />
          ) : banner && <img src={banner} alt={bannerAlt} width={1200} height={630} loading="eager" decoding="async" />}
        </div>
      </Container>
    </div>
  )
}
