import { lazy } from "react"

/**
 * The form with react-hook-form, yup, the phone input, its stylesheet and the phone metadata, as
 * one chunk outside every page's first load. Calling it early (a pointer nearing a button) warms it.
 */
export const loadContactForm = () => import("./ContactForm")
export const LazyContactForm = lazy(loadContactForm)
