import { classNames } from "../../styles/class-names"
import { LinkButtons } from "../../components/ui/LinkButtons"
import { Container } from "../../components/ui/Container"
import { NOTICE_CLASS } from "./notice-classes"
import type { PanelView } from "./view"

/**
 * A page that is only a notice (layout notice): its h1, a sentence and the ways forward. A code (the
 * not-found page's 404) shows large over the heading, on a band with a glow.
 */
export function Notice({ notice, code }: { notice: PanelView; code?: string }) {
  return (
    <section className={classNames(NOTICE_CLASS.notice, code && NOTICE_CLASS.coded)}>
      <Container>
        {code && <p className={NOTICE_CLASS.code} aria-hidden="true">{code}</p>}
        <h1>{notice.heading}</h1>
        <p className={NOTICE_CLASS.text}>{notice.description}</p>
        <div className={NOTICE_CLASS.actions}>
          <LinkButtons buttons={notice.buttons} />
        </div>
      </Container>
    </section>
  )
}
