import { SITE } from "../config/site"
import type { HeroCopy } from "../content/hero"

/** The hero of every other page without CMS content. */
export const DEFAULT_HERO: HeroCopy = {
  title: "Software, AI and Automation That Grow Your Business",
  titlePrimary: "Grow Your Business",
  description:
    "Lumenaut designs, builds and runs the software and automations that take repetitive work off your team. Your first 30-minute consultation is free.",
  labelText: "Lumenaut Technologies",
  labelInformation: "500+ projects delivered",
  buttonTitle: "Book a Free Consultation",
  buttonType: "external",
  buttonActionLink: SITE.bookingLink,
}
