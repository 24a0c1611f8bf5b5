import { css } from "@emotion/react"
import { privacyPolicy } from "../../data/privacy-policy"
import { mq, theme } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { Container } from "../ui/Container"

const page = css`
  padding: 4rem 0 5rem; background: ${theme.color.surface};
  .wrap { display: grid; gap: 2.5rem; ${mq.lg} { grid-template-columns: 260px 1fr; } }
  h1 { font-size: clamp(2rem, 5vw, 2.75rem); color: ${theme.color.navy}; margin: 0 0 .5rem; }
  .date { color: ${theme.color.textMuted}; font-weight: 600; }
  .note { margin: 1.25rem 0; padding: 1rem 1.25rem; border-radius: ${theme.radius.md}; background: #FFF7E6; border: 1px solid #F5C46B; color: #7A4A00; }
  nav { padding: 1.25rem 1.5rem; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; }
  nav ol { margin: 0; padding-left: 1.25rem; display: grid; gap: .4rem; font-size: .93rem; }
  nav a { color: ${theme.color.primary}; }
  ${mq.lg} { nav { position: sticky; top: 96px; align-self: start; } }
  article { max-width: 760px; }
  h2 { font-size: 1.35rem; color: ${theme.color.navy}; margin: 0 0 .75rem; padding-top: 2.25rem; scroll-margin-top: 96px; }
  p, li { color: ${theme.color.text}; line-height: 1.7; }
`

/** Privacy policy: 15 sections, effective 01/08/2025, marked as requiring legal review. */
export function PrivacyPolicyView() {
  const policy = privacyPolicy
  return (
    <Layout legal>
      <div css={page}>
        <Container>
          <header css={css`max-width: 760px; margin-bottom: 2rem; ${mq.lg} { margin-left: calc(260px + 2.5rem); }`}>
            <h1>{policy.title}</h1>
            <p className="date">Effective date: {policy.effectiveDate}</p>
            {policy.requiresLegalReview && (
              <p className="note" role="note">This policy is a draft pending legal review and may change before final publication.</p>
            )}
            <p>{policy.introduction}</p>
          </header>
          <div className="wrap">
            <nav aria-label="Policy sections">
              <ol>{policy.sections.map(s => <li key={s.id}><a href={`#${s.id}`}>{s.title}</a></li>)}</ol>
            </nav>
            <article>
              {policy.sections.map((section, i) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id}>{i + 1}. {section.title}</h2>
                  {section.paragraphs.map(p => <p key={p}>{p}</p>)}
                  {section.list && <ul>{section.list.map(item => <li key={item}>{item}</li>)}</ul>}
                </section>
              ))}
            </article>
          </div>
        </Container>
      </div>
    </Layout>
  )
}
