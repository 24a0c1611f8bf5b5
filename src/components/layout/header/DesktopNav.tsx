import { SiteLink } from "../../ui/SiteLink"
import type { NavModel } from "../navigation"
import type { HeaderCopy } from "../../../content/shell"
import { HEADER_CLASS } from "./classes"
import { NavDropdown } from "./NavDropdown"
import { IndustriesMenu, ServicesMenu } from "./ServicesMenu"

/** The desktop menu (lg and up): the Services and Industries dropdowns, then the primary links. */
export function DesktopNav({ nav, copy }: { nav: NavModel; copy: HeaderCopy }) {
  return (
    <nav className={HEADER_CLASS.desktopNav} aria-label={copy.mainMenu}>
      <NavDropdown id="services" label={copy.services}>
        <ServicesMenu trending={nav.trending} services={nav.services} copy={copy} />
      </NavDropdown>
      <NavDropdown id="industries" label={copy.industries}>
        <IndustriesMenu industries={nav.industries} allLabel={copy.allIndustries} />
      </NavDropdown>
      {copy.links.map(link => (
        <SiteLink key={link.to} to={link.to} className={HEADER_CLASS.navItem} getProps={({ isCurrent }) => (isCurrent ? { "aria-current": "page" } : {})}>
          {link.label}
        </SiteLink>
      ))}
    </nav>
  )
}
