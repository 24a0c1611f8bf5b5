/** @jsxImportSource @emotion/react */
import type { MouseEventHandler, ReactNode } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

export type ButtonVariant = "primary" | "secondary" | "ghost" | "light"

const base = css`
  display: inline-flex; align-items: center; justify-content: center; gap: .5rem;
  min-height: 44px; padding: .75rem 1.5rem; border-radius: ${theme.radius.pill};
  font: inherit; font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer;
  border: 2px solid transparent; transition: background-color .2s, color .2s, border-color .2s, transform .2s;
  &:hover:not([disabled]) { transform: translateY(-1px); }
  &[disabled] { opacity: .55; cursor: not-allowed; }
`
const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`background: ${theme.color.primary}; color: #fff; &:hover:not([disabled]) { background: ${theme.color.primaryHover}; }`,
  secondary: css`background: transparent; color: ${theme.color.primary}; border-color: ${theme.color.primary};`,
  ghost: css`background: transparent; color: inherit; border-color: currentColor;`,
  light: css`background: #fff; color: ${theme.color.navy}; &:hover:not([disabled]) { background: ${theme.color.surfaceAlt}; }`,
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
  const style = [base, variants[props.variant ?? "primary"]]
  if ("to" in props && props.to !== undefined) {
    return <Link to={props.to} css={style} className={props.className}>{props.children}</Link>
  }
  if ("href" in props && props.href !== undefined) {
    return (
      <a href={props.href} target="_blank" rel="noopener noreferrer" css={style} className={props.className} onClick={props.onClick}>
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
    <button type={type} onClick={onClick} disabled={disabled} title={title} css={style} className={props.className}>
      {props.children}
    </button>
  )
}
