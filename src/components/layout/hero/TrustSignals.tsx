/** @jsxImportSource @emotion/react */
import { graphql, useStaticQuery } from "gatsby"
import { css } from "@emotion/react"
import { iconLabels } from "../../../content/blocks/common"
import { theme } from "../../../styles/theme"
import { Icon } from "../../ui/Icon"

const list = css`
  display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; list-style: none; margin: 2rem 0 0; padding: 0;
  li { display: inline-flex; align-items: center; gap: .5rem; color: ${theme.color.textOnDark}; font-weight: 600; font-size: .9375rem; }
  svg { color: ${theme.color.accent}; }
`

/** The settings' trust signals (Free Consultation, Book Today, 500+ Projects: home, services and contact heroes). */
export function TrustSignals() {
  const data = useStaticQuery<Queries.HeroTrustSignalsQuery>(graphql`
    query HeroTrustSignals { directusSettings { trustSignals { icon label } } }
  `)
  const signals = iconLabels(data.directusSettings?.trustSignals)
  if (signals.length === 0) return null
  return (
    <ul css={list} aria-label="Why clients choose us">
      {signals.map(signal => (
        <li key={signal.label}>
          <Icon name={signal.icon} size={20} />
          {signal.label}
        </li>
      ))}
    </ul>
  )
}
