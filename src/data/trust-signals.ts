/** The trust signals of the home, services and contact heroes (spec 000 §2.4). */
export const TRUST_SIGNALS = [
  { icon: "calendar", label: "Free Consultation" },
  { icon: "clock", label: "Book Today" },
  { icon: "trend-up", label: "500+ Projects" },
] as const
