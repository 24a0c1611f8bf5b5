import { Link } from "gatsby"
import { css } from "@emotion/react"
import { mq } from "../../../styles/theme"
import { PRIMARY_LINKS } from "../navigation"
import type { NavModel } from "../navigation"
import { NavDropdown } from "./NavDropdown"
import { IndustriesMenu, ServicesMenu } from "./ServicesMenu"
import { navItem } from "./styles"

const desktop = css`
  display: none; align-items: center; gap: .1rem;
  ${mq.lg} { display: flex; }
`

/** The desktop menu (lg and up): the Services and Industries dropdowns, then the primary links. */
export function DesktopNav({ nav }: { nav: NavModel }) {
  return (
    <nav css={desktop} aria-label="Main">
      <NavDropdown id="services" label="Services">
        <ServicesMenu trending={nav.trending} services={nav.services} />
      </NavDropdown>
      <NavDropdown id="industries" label="Industries">
        <IndustriesMenu industries={nav.industries} />
      </NavDropdown>
      {PRIMARY_LINKS.map(link => (
        <Link key={link.to} to={link.to} css={navItem} getProps={({ isCurrent }) => (isCurrent ? { "aria-current": "page" } : {})}>
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
