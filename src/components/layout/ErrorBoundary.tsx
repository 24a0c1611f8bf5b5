import { Component } from "react"
import type { ErrorInfo, ReactNode } from "react"
import type { ErrorScreenWords } from "../../content/settings"
import { FRAME_CLASS } from "../../styles/frame-classes"

interface Props {
  children: ReactNode
  /** The page's language's words (the settings', in its page context: no code and no query of their own). */
  words: ErrorScreenWords
  /** Replaces the reload in tests. */
  onRefresh?: () => void
}

/** Any render failure below shows the generic error screen of spec 000 §2.9 (styled by the global styles, in the head since the first page). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Render failure", error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const refresh = this.props.onRefresh ?? (() => window.location.reload())
    const { title, text, refresh: label } = this.props.words
    return (
      <main className={FRAME_CLASS.errorScreen}>
        <div role="alert">
          <h1>{title}</h1>
          <p>{text}</p>
          <button type="button" onClick={refresh}>{label}</button>
        </div>
      </main>
    )
  }
}
