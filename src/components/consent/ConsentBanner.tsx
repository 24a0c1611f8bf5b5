import { useEffect, useRef, useState } from "react"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { DENIED, GRANTED } from "../../lib/consent/consent"
import { Button } from "../ui/Button"
import { CONSENT_CLASS } from "./classes"
import { useConsentCopy } from "./useConsentCopy"

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
    <section className={CONSENT_CLASS.banner} role="region" aria-labelledby="consent-title">
      <h2 id="consent-title" ref={heading} tabIndex={-1}>{copy.title}</h2>
      <div dangerouslySetInnerHTML={{ __html: copy.textHtml }} />
      {customising && (
        <fieldset className={CONSENT_CLASS.options}>
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
      <div className={CONSENT_CLASS.actions}>
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
