import { SiteLink } from "../../ui/SiteLink"
import { classNames } from "../../../styles/class-names"
import type { NavLink } from "../navigation"
import type { HeaderCopy } from "../../../content/shell"
import { HEADER_CLASS } from "./classes"

export function ServicesMenu({ trending, services, copy }: { trending: NavLink[]; services: NavLink[]; copy: Pick<HeaderCopy, "trending" | "allServices"> }) {
  return (
    <div className={HEADER_CLASS.servicesGrid}>
      <div>
        <p className={HEADER_CLASS.menuHeading} id="trending-heading">{copy.trending}</p>
        <ul aria-labelledby="trending-heading">
          {trending.map(link => (
            <li key={link.to}>
              <SiteLink to={link.to} className={classNames(HEADER_CLASS.menuLink, HEADER_CLASS.trendingCard)}>
                <strong>{link.label}</strong>
                {link.description && <span>{link.description}</span>}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className={HEADER_CLASS.menuHeading} id="all-services-heading">{copy.allServices}</p>
        <ul className={HEADER_CLASS.allServices} aria-labelledby="all-services-heading">
          {services.map(link => (
            <li key={link.to}>
              <SiteLink to={link.to} className={HEADER_CLASS.menuLink}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export function IndustriesMenu({ industries, allLabel }: { industries: NavLink[]; allLabel: string }) {
  return (
    <ul className={HEADER_CLASS.industries}>
      {industries.map(link => (
        <li key={link.to}>
          <SiteLink to={link.to} className={HEADER_CLASS.menuLink}>{link.label}</SiteLink>
        </li>
      ))}
      <li>
        <SiteLink to="/industries" className={classNames(HEADER_CLASS.menuLink, HEADER_CLASS.allIndustries)}>{allLabel}</SiteLink>
      </li>
    </ul>
  )
}
