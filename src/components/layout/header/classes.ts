/**
 * Class names of the site header (and of its logo, which the footer shows too). Their rules are
 * global styles (rules.ts), so the header loads no emotion runtime.
 */
export const HEADER_CLASS = {
  bar: "header-bar",
  barOpaque: "header-bar-opaque",
  inner: "header-inner",
  cta: "header-cta",
  actions: "header-actions",
  search: "header-search",
  burger: "header-burger",
  legal: "header-legal",
  logo: "logo",
  logoDark: "logo-dark",
  desktopNav: "header-nav",
  navItem: "nav-item",
  dropdown: "nav-dropdown",
  dropdownChevron: "nav-dropdown-chevron",
  dropdownChevronOpen: "nav-dropdown-chevron-open",
  dropdownPanel: "nav-dropdown-panel",
  menuHeading: "menu-heading",
  menuLink: "menu-link",
  servicesGrid: "menu-services",
  allServices: "menu-all-services",
  trendingCard: "menu-trending-card",
  industries: "menu-industries",
  allIndustries: "menu-all-industries",
  mobileSheet: "mobile-menu-sheet",
  mobileRow: "mobile-menu-row",
  mobileSub: "mobile-menu-sub",
  mobileCta: "mobile-menu-cta",
  mobileLanguages: "mobile-menu-languages",
} as const
