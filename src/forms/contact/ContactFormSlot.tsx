/** @jsxImportSource @emotion/react */
import { Suspense, useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { mq } from "../../styles/theme"
import { SITE } from "../../config/site"
import { LazyContactForm } from "./lazy"
import type { ContactFormProps } from "./ContactForm"

/** Start loading this far before the form scrolls into view, so it is ready when it arrives. */
const ROOT_MARGIN = "600px 0px"

// The loaded form's height (measured at 1024-1440 px; the slot shows from lg up), reserved up front
// so nothing below it moves when it arrives.
const reserve = css`
  ${mq.lg} { min-height: 700px; }
  ${mq.xl} { min-height: 650px; }
`

/** The copy's line for a browser without JavaScript, its `{email}` a link and its `{phone}` the number. */
function NoScriptLine({ text }: { text: string }) {
  const parts = text.split(/(\{email\}|\{phone\})/)
  return <p>{parts.map((part, i) => (part === "{email}" ? <a key={i} href={`mailto:${SITE.email}`}>{SITE.email}</a> : part === "{phone}" ? SITE.phone : part))}</p>
}

/** Where the contact form appears: empty space of the form's size until the form nears the viewport. */
export function ContactFormSlot(props: ContactFormProps) {
  const slot = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = slot.current
    if (!element || near) return
    if (typeof IntersectionObserver === "undefined") return setNear(true)
    const observer = new IntersectionObserver(entries => {
      if (entries.some(entry => entry.isIntersecting)) setNear(true)
    }, { rootMargin: ROOT_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return (
    <div ref={slot} css={reserve}>
      {near && (
        <Suspense fallback={null}>
          <LazyContactForm {...props} />
        </Suspense>
      )}
      <noscript>
        <NoScriptLine text={props.copy.noScriptText} />
      </noscript>
    </div>
  )
}
