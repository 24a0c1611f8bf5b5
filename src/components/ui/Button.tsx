import type { MouseEventHandler, ReactNode } from "react"
import { SiteLink } from "./SiteLink"
import { classNames } from "../../styles/class-names"
import { UI_CLASS } from "./classes"

export type ButtonVariant = "primary" | "secondary" | "ghost" | "light"

const variants: Record<ButtonVariant, string> = {
  primary: UI_CLASS.buttonPrimary,
  secondary: UI_CLASS.buttonSecondary,
  ghost: UI_CLASS.buttonGhost,
  light: UI_CLASS.buttonLight,
}

interface CommonProps {
  children: ReactNode
  variant?: ButtonVariant
  className?: string
}

type ButtonProps = CommonProps &
  (
    | { to: string; href?: never; onClick?: never; type?: never; disabled?: never; title?: never }
    | { href: string; to?: never; onClick?: MouseEventHandler<HTMLAnchorElement>; type?: never; disabled?: never; title?: never }
    | { onClick?: MouseEventHandler<HTMLButtonElement>; type?: "button" | "submit"; disabled?: boolean; title?: string; to?: never; href?: never }
  )

/**
 * One button look for internal links (`to`), outside links (`href`, opened in a new tab) and actions.
 */
export function Button(props: ButtonProps) {
  const className = classNames(UI_CLASS.button, variants[props.variant ?? "primary"], props.className)
  if ("to" in props && props.to !== undefined) {
    return <SiteLink to={props.to} className={className}>{props.children}</SiteLink>
  }
  if ("href" in props && props.href !== undefined) {
    return (
      <a href={props.href} target="_blank" rel="noopener noreferrer" className={className} onClick={props.onClick}>
        {props.children}
      </a>
    )
  }
  const { onClick, type = "button", disabled, title } = props as CommonProps & {
    onClick?: MouseEventHandler<HTMLButtonElement>
    type?: "button" | "submit"
    disabled?: boolean
    title?: string
  }
  return (
    <button type={type} onClick={onClick} disabled={disabled} title={title} className={className}>
      {props.children}
    </button>
  )
}
