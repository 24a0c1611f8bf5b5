/** @jsxImportSource @emotion/react */
const TEXT = {
  loading: "Preview: loading the latest content…",
  live: "Preview: latest content, drafts included",
  static: "Preview: this page has no editable record",
  error: "Preview: could not load the latest content",
} as const

/** Tells the editor that this is the preview, and whether it shows what Directus holds now. */
export function PreviewBadge({ state, problem }: { state: keyof typeof TEXT; problem: string | null }) {
  return (
    <div
      role="status"
      data-preview={state}
      title={problem ?? undefined}
      css={{
        position: "fixed",
        insetInlineEnd: 12,
        bottom: 12,
        zIndex: 2147483000,
        padding: "6px 10px",
        borderRadius: 6,
        font: "600 12px/1.4 system-ui, sans-serif",
        color: "#fff",
        background: state === "error" ? "#b42318" : "#1d2939",
        boxShadow: "0 2px 8px rgba(0,0,0,.25)",
        pointerEvents: "none",
      }}
    >
      {TEXT[state]}
    </div>
  )
}
