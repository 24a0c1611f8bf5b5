/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { Job } from "../../content/jobs"
import { SITE } from "../../config/site"
import { theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { cardStyle } from "../../components/sections/Section"
import type { JobsCopy } from "./view"

const list = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  article { display: grid; gap: .75rem; }
  .loc { display: inline-flex; gap: .35rem; align-items: center; color: ${theme.color.textMuted}; font-weight: 600; font-size: .92rem; }
  a.apply { justify-self: start; }
`
const applyLink = css`
  display: inline-flex; align-items: center; min-height: 44px; padding: .6rem 1.4rem; border-radius: ${theme.radius.pill};
  background: ${theme.color.primary}; color: #fff; font-weight: 600; text-decoration: none;
  &:hover { background: ${theme.color.primaryHover}; }
`
const empty = css`text-align: center; max-width: 560px; margin: 0 auto; h3 { margin-top: .5rem; }`

export const RESUME_MAILTO = `mailto:${SITE.careersEmail}?subject=${encodeURIComponent("Open application")}`

/** Open positions, or the empty state (No Open Positions) with the open application's mail link. */
export function JobsList({ jobs, copy }: { jobs: readonly Job[]; copy: JobsCopy }) {
  if (jobs.length === 0) {
    return (
      <div css={[cardStyle, empty]}>
        <Icon name="users" size={36} />
        <h3>{copy.empty.heading}</h3>
        <p>{copy.empty.text}</p>
        <p css={css`margin-top: 1.25rem !important;`}><a css={applyLink} href={RESUME_MAILTO}>{copy.empty.buttonText}</a></p>
      </div>
    )
  }
  return (
    <ul css={list}>
      {jobs.map(job => (
        <li key={job.id}>
          <article css={cardStyle}>
            <h3>{job.title}</h3>
            <span className="loc"><Icon name="map-pin" size={16} />{job.location}</span>
            <p>{job.description}</p>
            <a className="apply" css={applyLink} href={job.applyHref} aria-label={`${copy.linkText}: ${job.title}`}
              {...(job.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>{copy.linkText}</a>
          </article>
        </li>
      ))}
    </ul>
  )
}
