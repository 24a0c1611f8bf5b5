/** @jsxImportSource @emotion/react */
import type { Ref } from "react"
import { css } from "@emotion/react"

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and Tab.
const trap = css`position: absolute; inset-inline-start: -10000px; width: 1px; height: 1px; overflow: hidden;`

/** The spam guard's hidden field (src/forms/spam.ts): people never see or reach it, bots fill it. */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div css={trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" ref={inputRef} />
    </div>
  )
}
