/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { CONSENT_ASK_ATTRIBUTE } from "../../lib/consent/ask-early"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { DENIED, GRANTED } from "../../lib/consent/consent"
import { mq, theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { useConsentCopy } from "./useConsentCopy"

// A light edge sets the panel apart from the dark hero it usually opens over. On a phone it is
// compact (tighter padding and type, one row of buttons), so it hides as little of the page as it can.
// Hidden unless the document says the visitor is being asked (src/lib/consent/ask-early.ts).
const panel = css`
  html:not([${CONSENT_ASK_ATTRIBUTE}]) & { display: none; }
  position: fixed; z-index: 9999990; left: .75rem; right: .75rem; bottom: .75rem; max-width: 560px;
  padding: .875rem 1rem 1rem; border-radius: ${theme.radius.md}; background: ${theme.color.navy};
  border: 1px solid rgba(203,213,225,.4); box-shadow: ${theme.shadow.raised};
  color: ${theme.color.textOnDark};
  h2 { margin: 0 0 .25rem; font-size: 1rem; color: #fff; outline: none; }
  p { margin: 0 0 .75rem; font-size: .8125rem; line-height: 1.45; color: ${theme.color.textOnDarkMuted}; }
  a { color: ${theme.color.accent}; }
  ${mq.md} {
    left: 1.5rem; right: auto; bottom: 1rem; padding: 1.25rem 1.5rem;
    h2 { margin-bottom: .5rem; font-size: 1.125rem; }
    p { margin-bottom: 1rem; font-size: .9375rem; line-height: 1.5; }
  }
`
const actions = css`
  display: flex; gap: .5rem;
  button { flex: 1 1 0; padding: .5rem .75rem; font-size: .875rem; }
  ${mq.md} { flex-wrap: wrap; gap: .75rem; button { flex: 0 0 auto; padding: .75rem 1.5rem; font-size: 1rem; } }
`
const options = css`
  border: 0; margin: 0 0 1rem; padding: 0; display: grid; gap: .5rem;
  label { display: flex; gap: .5rem; align-items: flex-start; font-size: .9375rem; }
  input { width: 18px; height: 18px; margin-top: 2px; accent-color: ${theme.color.accent}; }
`

/** Asks before any analytics or advertising cookie is set; reopened by the cookie settings control. Its copy is the CMS's. */
export function ConsentBanner() {
  const { choice, bannerOpen, save } = useConsent()
  const copy = useConsentCopy()
  const [customising, setCustomising] = useState(false)
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false)
  const [marketing, setMarketing] = useState(choice?.marketing ?? false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!bannerOpen) return
    setAnalytics(choice?.analytics ?? false)
    setMarketing(choice?.marketing ?? false)
    // Reopened on request: take the visitor to it. On first visit it must not steal focus.
    if (choice) heading.current?.focus()
  }, [bannerOpen]) // eslint-disable-line react-hooks/exhaustive-deps

  if (!bannerOpen) return null
  return (
    <section css={panel} role="region" aria-labelledby="consent-title">
      <h2 id="consent-title" ref={heading} tabIndex={-1}>{copy.title}</h2>
      <div dangerouslySetInnerHTML={{ __html: copy.textHtml }} />
      {customising && (
        <fieldset css={options}>
          <legend className="visually-hidden">{copy.categories}</legend>
          <label>
            <input type="checkbox" checked={analytics} onChange={e => setAnalytics(e.target.checked)} />
            {copy.analytics}
          </label>
          <label>
            <input type="checkbox" checked={marketing} onChange={e => setMarketing(e.target.checked)} />
            {copy.marketing}
          </label>
        </fieldset>
      )}
      <div css={actions}>
        <Button variant="light" onClick={() => save(GRANTED)}>{copy.accept}</Button>
        <Button variant="ghost" onClick={() => save(DENIED)}>{copy.reject}</Button>
        {customising ? (
          <Button variant="ghost" onClick={() => save({ analytics, marketing })}>{copy.save}</Button>
        ) : (
          <Button variant="ghost" onClick={() => setCustomising(true)}>{copy.customize}</Button>
        )}
      </div>
    </section>
  )
}
