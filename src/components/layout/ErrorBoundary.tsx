import { Component } from "react"
import type { ErrorInfo, ReactNode } from "react"
import { css } from "@emotion/react"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { theme } from "../../styles/theme"

export const ERROR_TITLE = "Oops! Something went wrong."
export const ERROR_TEXT = "Please refresh the page or try again later."
export const REFRESH_LABEL = "Refresh Page"

const screen = css`
  min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 2rem 1.25rem;
  background: ${theme.color.surfaceAlt}; text-align: center;
  div { max-width: 520px; }
  p { color: ${theme.color.textMuted}; }
  button {
    margin-top: .5rem; min-height: 44px; padding: .75rem 1.75rem; border: 0; border-radius: ${theme.radius.pill};
    background: ${theme.color.primary}; color: #fff; font: inherit; font-weight: 600; cursor: pointer;
  }
  button:hover { background: ${theme.color.primaryHover}; }
`

interface Props {
  children: ReactNode
  /** Replaces the reload in tests. */
  onRefresh?: () => void
}

/** Any render failure below shows the generic error screen of spec 000 §2.9. */
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
      <main css={screen}>
        <GlobalStyles />
        <div role="alert">
          <h1>{ERROR_TITLE}</h1>
          <p>{ERROR_TEXT}</p>
          <button type="button" onClick={refresh}>{REFRESH_LABEL}</button>
        </div>
      </main>
    )
  }
}
