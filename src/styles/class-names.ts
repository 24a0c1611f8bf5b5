/** A class attribute from a component's own class names and its caller's (emotion's `css` prop arrives as `className`). */
export const classNames = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(" ")
