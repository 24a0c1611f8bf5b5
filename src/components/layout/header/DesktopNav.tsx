/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { mq } from "../../../styles/theme"
import type { NavModel } from "../navigation"
import type { HeaderCopy } from "../../../content/shell"
import { NavDropdown } from "./NavDropdown"
import { IndustriesMenu, ServicesMenu } from "./ServicesMenu"
import { navItem } from "./styles"

const desktop = css`
  display: none; align-items: center; gap: .1rem;
  ${mq.lg} { display: flex; }
`

/** The desktop menu (lg and up): the Services and Industries dropdowns, then the primary links. */
export function DesktopNav({ nav, copy }: { nav: NavModel; copy: HeaderCopy }) {
  return (
    <nav css={desktop} aria-label="Main">
      <NavDropdown id="services" label={copy.services}>
        <ServicesMenu trending={nav.trending} services={nav.services} copy={copy} />
      </NavDropdown>
      <NavDropdown id="industries" label={copy.industries}>
        <IndustriesMenu industries={nav.industries} allLabel={copy.allIndustries} />
      </NavDropdown>
      {copy.links.map(link => (
        <Link key={link.to} to={link.to} css={navItem} getProps={({ isCurrent }) => (isCurrent ? { "aria-current": "page" } : {})}>
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
