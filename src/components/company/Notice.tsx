import type { PanelButton } from "../../content/blocks/cta"
import { classNames } from "../../styles/class-names"
import { LinkButtons } from "../ui/LinkButtons"
import { Container } from "../ui/Container"
import { NOTICE_CLASS } from "./classes"

export interface NoticeContent {
  heading: string
  description: string
  buttons: PanelButton[]
}

/**
 * A page that is only a notice (block_cta variants notice and not_found): its h1, a sentence and the
 * ways forward. The not-found look adds the large status code over the heading.
 */
export function Notice({ notice, notFound = false }: { notice: NoticeContent; notFound?: boolean }) {
  return (
    <section className={classNames(NOTICE_CLASS.notice, notFound && NOTICE_CLASS.notFound)}>
      <Container>
        {notFound && <p className={NOTICE_CLASS.code} aria-hidden="true">404</p>}
        <h1>{notice.heading}</h1>
        <p className={NOTICE_CLASS.text}>{notice.description}</p>
        <div className={NOTICE_CLASS.actions}>
          <LinkButtons buttons={notice.buttons} />
        </div>
      </Container>
    </section>
  )
}
