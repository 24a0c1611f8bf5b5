import { FRAME_CLASS } from "../../styles/frame-classes"

/** Shown while lazily loaded page content loads (spec 001 §1). */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className={FRAME_CLASS.spinner} role="status">
      <span className={FRAME_CLASS.spinnerRing} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
