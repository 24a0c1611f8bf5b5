import { Component } from "react"
import type { ErrorInfo, ReactNode } from "react"
import { FRAME_CLASS } from "../../styles/frame-classes"

export const ERROR_TITLE = "Oops! Something went wrong."
export const ERROR_TEXT = "Please refresh the page or try again later."
export const REFRESH_LABEL = "Refresh Page"

interface Props {
  children: ReactNode
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
    return (
      <main className={FRAME_CLASS.errorScreen}>
        <div role="alert">
          <h1>{ERROR_TITLE}</h1>
          <p>{ERROR_TEXT}</p>
          <button type="button" onClick={refresh}>{REFRESH_LABEL}</button>
        </div>
      </main>
    )
  }
}
