/**
 * The content contract: every collection, its Directus fields and how each becomes a node field, and
 * what an editor reads beside each in Directus. The request field lists, the normaliser, the GraphQL
 * types, the CMS scripts (seed, export, the Directus schema) all come from this table and the block
 * types' declarations (src/blocks/<type>/config.ts), so a field is added in one place.
 */
import { BLOCK_SPECS } from "../../../src/blocks/contract"
import { iconLabels } from "../../../src/blocks/fields"
import type { BlockSpec, LayoutSpec } from "./block-spec"
import { ALWAYS_SHOWN, blockHeader } from "./block-spec"
import type { FieldSpec } from "./fields"
import { blocks, bool, byNodeField, choice, datetime, email, f, file, float, html, int, jsonLd, list, m2o, phone, PUBLISH_DATE, required, route, slug, str, strings, text, translatedField, untranslated, url } from "./fields"

export type { FieldKind, FieldSpec } from "./fields"
export { camel } from "./fields"

/** The block collections: every section type a page's block list can hold (src/blocks renders them). */
export const BLOCK_NAMES = BLOCK_SPECS.map(spec => spec.name)
export type BlockName = (typeof BLOCK_SPECS)[number]["name"]

export type CollectionName =
  | "services"
  | "industries"
  | "projects"
  | "skills"
  | "authors"
  | "topics"
  | "articles"
  | "hero_sections"
  | "pages"
  | "clients"
  | "reviews"
  | "jobs"
  | "settings"
  | "contact_form"
  | "lead_form"
  | "redirects"
  | BlockName

export interface CollectionSpec {
  name: CollectionName
  nodeType: string
  singleton?: boolean
  /** Only items with status 'published' are built. */
  hasStatus: boolean
  /** A block collection: its items are sourced only when a published item's block list holds them. */
  block?: boolean
  /**
   * A block collection's layouts, each with the fields its form shows (the header's layout, anchor and
   * heading, then what the layout uses): the build reads only those, as an editor sees only those.
   */
  layouts?: Record<string, readonly string[]>
  /**
   * Read by the build only, never by the browser's content store (redirects: the build writes them into
   * `_redirects`; the insights: their pages are all built, no card elsewhere reads them live; the
   * contact form's words: its blocks carry them).
   */
  buildOnly?: boolean
  /** Where an item's page is: this prefix and its slug (a page's `home` is `/`). */
  route?: string
  /** How Directus shows the collection: its icon (a Material icon name), its note, its name, how an item reads in lists. */
  editor: { icon: string; note: string; label?: string; displayTemplate?: string }
  fields: FieldSpec[]
}

/**
 * A form's choices: the value sent (the automation service's contract: the same in every language) and
 * the label a visitor reads.
 */
const choiceList = (source: string, note: string) =>
  list(source, "{{ label }}", [untranslated(str("value", "Sent as it is: keep it when the label changes")), str("label")], note)

/** The lead form's page contexts (spec 001 §2): which landing page's offer a lead answers. */
const LEAD_CONTEXTS = [{ value: "automation", text: "Automation" }, { value: "ai-development", text: "AI development" }]

/** Choices of the lead form that depend on the page context (and, for step 3, on the industry picked). */
const contextChoiceList = (source: string, note: string, byIndustry: boolean) =>
  list(source, byIndustry ? "{{ context }} · {{ industry }} · {{ label }}" : "{{ context }} · {{ label }}", [
    untranslated(choice("context", LEAD_CONTEXTS, "The page context these choices are offered in")),
    ...(byIndustry ? [untranslated(str("industry", "The industry's value (as in Industries) these choices are offered for; empty: every industry without its own"))] : []),
    untranslated(str("value", "Sent as it is: keep it when the label changes")),
    str("label"),
  ], note)

/** Directus's manual sort (drag and drop in the app); the build orders by it. */
const sort = () => int("sort", { hidden: true })

/** 'rich_text' -> 'Rich Text'. */
export const titleCase = (name: string) => name.split("_").map(word => word.charAt(0).toUpperCase() + word.slice(1)).join(" ")

/** A block type's collection: the header every block starts with, then its own fields. */
function blockCollection(spec: BlockSpec): CollectionSpec {
  return {
    name: spec.name as BlockName,
    nodeType: spec.nodeType,
    hasStatus: false,
    block: true,
    editor: { label: titleCase(spec.name.replace(/^block_/, "")), ...spec.editor, displayTemplate: "{{heading}} {{layout}}" },
    fields: [...blockHeader(spec), ...spec.fields],
    layouts: Object.fromEntries(Object.entries<LayoutSpec<string>>(spec.layouts).map(([name, { uses }]) => [name, [...ALWAYS_SHOWN, ...uses]])),
  }
}

export const BLOCKS: CollectionSpec[] = BLOCK_SPECS.map(blockCollection)

/** Every collection; an item's relations point at collections listed before it (the CMS seeds in this order). */
export const COLLECTIONS: CollectionSpec[] = [
  {
    name: "skills",
    nodeType: "DirectusSkill",
    hasStatus: false,
    editor: { icon: "psychology", note: "Technologies and skills shown as project tags", displayTemplate: "{{name}}" },
    fields: [untranslated(str("name", "Short name (tag)")), untranslated(str("title", "Longer title (used when there is no name)"))],
  },
  {
    name: "authors",
    nodeType: "DirectusAuthor",
    buildOnly: true,
    hasStatus: false,
    route: "/insights/author/",
    editor: { icon: "person", note: "Who writes the insights: shown on their articles and on their own page", displayTemplate: "{{name}}" },
    fields: [
      slug("URL segment under /insights/author/"),
      required(str("name")),
      str("role", "Their role, shown under their name (e.g. Head of Automation)"),
      text("bio", "A few lines about them, on their page and under their articles"),
      file("photo", "Portrait, square"),
    ],
  },
  {
    name: "topics",
    nodeType: "DirectusTopic",
    buildOnly: true,
    hasStatus: false,
    route: "/insights/topic/",
    editor: { icon: "label", note: "What the insights are about: each topic has a page listing its articles", displayTemplate: "{{name}}" },
    fields: [
      sort(),
      slug("URL segment under /insights/topic/"),
      required(str("name")),
      text("description", "A sentence on the topic's page, under its name"),
    ],
  },
  {
    name: "clients",
    nodeType: "DirectusClient",
    hasStatus: true,
    editor: { icon: "handshake", note: "Client logos (logo strip, review cards)", displayTemplate: "{{name}}" },
    fields: [sort(), untranslated(str("name")), untranslated(str("title")), file("logo", "Logo image (SVG or PNG)")],
  },
  {
    name: "hero_sections",
    nodeType: "DirectusHeroSection",
    hasStatus: true,
    editor: { icon: "view_carousel", note: "Page heroes, linked from pages", displayTemplate: "{{title}} {{title_primary}}" },
    fields: [
      str("title", "First part of the heading"),
      str("title_primary", "Highlighted part of the heading"),
      text("description"),
      str("label_text", "Small label above the heading"),
      str("label_information", "Text next to the label"),
      str("button_title"),
      choice("button_type", [{ value: "internal", text: "Internal" }, { value: "external", text: "External" }], "internal: a site path; external: a full URL"),
      url("button_action_link", "Path (/contact) or URL"),
      file("hero_image"),
      file("background_image"),
      bool("show_client_logos"),
    ],
  },
  ...BLOCKS,
  {
    name: "services",
    nodeType: "DirectusService",
    hasStatus: true,
    route: "/services/",
    editor: { icon: "design_services", note: "The services offered", displayTemplate: "{{title}}" },
    fields: [
      sort(),
      slug("URL segment under /services/"),
      str("title"),
      html("title_html", { note: "Title with inline HTML emphasis (optional)", markup: true }),
      text("short_description", "Card text"),
      html("description"),
      file("banner", "Card / page banner"),
      file("icon"),
      bool("featured", "Shown on the home page"),
      int("order", "Order on the site (empty: after the ordered ones)"),
      bool("show_wide_banner", "Card spans two columns"),
      blocks("services_blocks", "The service page's sections under its hero, top to bottom: add a block, or reuse one another page has"),
    ],
  },
  {
    name: "industries",
    nodeType: "DirectusIndustry",
    hasStatus: true,
    route: "/industries/",
    editor: { icon: "factory", note: "Industries served", displayTemplate: "{{name}}" },
    fields: [
      sort(),
      slug("URL segment under /industries/"),
      str("name"),
      str("title"),
      text("short_description", "Card text"),
      text("summary", "The detail page hero's text"),
      html("description"),
      bool("featured"),
      file("icon"),
      file("banner", "The detail page hero's picture"),
      blocks("industries_blocks", "The industry page's sections under its hero, top to bottom: add a block, or reuse one another page has"),
    ],
  },
  {
    name: "projects",
    nodeType: "DirectusProject",
    hasStatus: true,
    route: "/portfolio/",
    editor: { icon: "work", note: "Portfolio projects", displayTemplate: "{{title}}" },
    fields: [
      sort(),
      slug("URL segment under /portfolio/"),
      str("title"),
      text("short_description", "Card text"),
      text("summary", "The case study hero's text and meta description (empty: the card text)"),
      html("description"),
      file("image", "Card image"),
      file("banner", "Case-study banner"),
      f("project_skills", { kind: "m2m", target: "skills", junction: "projects_skills", junctionKey: "skills_id" }, { name: "skills", note: "Tags shown on the card" }),
      strings("technologies", "Tags used when no skills are linked"),
      bool("is_featured"),
      url("link", "Live URL (optional)"),
      blocks("projects_blocks", "The case study's sections under its hero, top to bottom: add a block, or reuse one another project has"),
    ],
  },
  {
    name: "articles",
    nodeType: "DirectusArticle",
    buildOnly: true,
    hasStatus: true,
    route: "/insights/",
    editor: { icon: "newspaper", note: "Insights: articles and write-ups, newest first on /insights", displayTemplate: "{{title}}" },
    fields: [
      slug("URL segment under /insights/"),
      required(str("title")),
      text("summary", "One or two sentences: the card text and the meta description"),
      file("cover", "Cover picture, wide (at least 1200 pixels)"),
      str("cover_alt", "What the cover shows, read out to visitors who cannot see it (empty: a decorative picture)"),
      file("share_image", "Shown where the article is shared (1200 × 630); empty: one made from its title"),
      m2o("author", "authors", "Who wrote it"),
      f("article_topics", { kind: "m2m", target: "topics", junction: "articles_topics", junctionKey: "topics_id" }, { name: "topics", note: "What it is about (its topic pages list it)" }),
      required(datetime(PUBLISH_DATE, "Shown on the article and orders the list; a published article with a later date stays off the site until then")),
      blocks("articles_blocks", "The article's body, top to bottom: text sections, pictures, figures, a call to action"),
    ],
  },
  {
    name: "pages",
    nodeType: "DirectusPage",
    hasStatus: true,
    route: "/",
    editor: { icon: "article", note: "Per-page SEO and hero", displayTemplate: "{{slug}}" },
    fields: [
      route("Route without the leading slash (home for /)"),
      str("title", "Document title"),
      text("description"),
      text("meta_description"),
      m2o("HeroSectionId", "hero_sections", { name: "heroSection", note: "Hero of the page" }),
      m2o("fallback_hero", "hero_sections", "Built-in hero, shown when the page has no hero of its own (spec 000 §2.4)"),
      bool("show_client_logos"),
      url("canonical_link", "Canonical URL (optional)"),
      file("share_image", "Shown where the page is shared (1200 × 630); empty: one made from its title"),
      jsonLd("json_ld_schema", "Structured data (JSON-LD object, optional)"),
      strings("keywords", "SEO keywords (optional)"),
      choice("lead_context", LEAD_CONTEXTS,
        "Landing pages: the lead form's page context (spec 001 §2)"),
      datetime(PUBLISH_DATE, "A later date keeps the published page off the site until then (empty: on the site as soon as it is published)"),
      blocks("pages_blocks", "The page's sections, top to bottom: add a block, or reuse one another page has"),
    ],
  },
  {
    name: "reviews",
    nodeType: "DirectusReview",
    hasStatus: true,
    editor: { icon: "reviews", note: "Client testimonials", displayTemplate: "{{person_name}}" },
    fields: [
      sort(),
      str("person_name"),
      str("person_designation"),
      text("feedback"),
      int("rating", { note: "1 to 5", range: { min: 1, max: 5 } }),
      m2o("client", "clients", "Company of the reviewer"),
    ],
  },
  {
    name: "jobs",
    nodeType: "DirectusJob",
    hasStatus: true,
    editor: { icon: "badge", note: "Open positions (careers)", displayTemplate: "{{title}}" },
    fields: [sort(), str("title"), str("location"), text("description", "What the role is (the card shows its first 150 characters)"), url("link", "Application URL")],
  },
  {
    name: "settings",
    nodeType: "DirectusSettings",
    singleton: true,
    hasStatus: false,
    editor: { icon: "settings", note: "Site-wide settings" },
    fields: [
      url("calendly_link", "Booking link"),
      email("footer_email"),
      url("footer_whatsapp"),
      phone("footer_phone"),
      url("footer_calendly"),
      untranslated(str("review_platform", "e.g. Clutch")),
      float("review_rating", "e.g. 4.9"),
      int("review_max_rating"),
      int("review_count"),
      // The shell's copy (spec 000 §2.2, §2.3): the header's menu labels, links and button, the footer's text, links and badges.
      list("header_links", "{{ label }}", [str("label"), url("link", "A site path (/about)")], "Header links beside the two menus, in order"),
      str("header_button_text", "The header's booking button"),
      str("header_legal_label", "The row over legal documents, beside the privacy policy link"),
      str("menu_services_label", "The services menu"),
      str("menu_industries_label", "The industries menu"),
      str("menu_trending_heading", "Heading of the trending services"),
      str("menu_all_services_heading", "Heading of the services list"),
      str("menu_all_industries_label", "Last link of the industries menu (/industries)"),
      str("search_label", "The header's search button, read out (it shows a magnifier)"),
      str("search_heading", "The search window's heading"),
      str("search_placeholder", "The search field's hint"),
      str("search_results", "Said over the matches; {count} is how many are shown"),
      str("search_empty", "Said when nothing matches; {query} is what the visitor typed"),
      str("languages_label", "The links to the page in the other languages, read out (each language shows its own name)"),
      // Words the site reads out around the content (accessible names).
      str("skip_link_label", "The first link of every page, shown on keyboard focus: it jumps past the header to the content"),
      str("home_link_label", "The logo's name, read out (it links to the home page)"),
      str("main_menu_label", "The header's menus, read out before them"),
      str("open_menu_label", "The phone's menu button, read out (it shows three lines)"),
      str("close_menu_label", "The same button while the menu is open (it shows an X)"),
      str("close_label", "The close button of the site's dialogs, read out (it shows an X)"),
      str("hero_trust_label", "The trust signals under a hero, read out before them"),
      str("hero_badges_label", "The badges in a page's hero, read out before them"),
      str("footer_contact_label", "The footer's contact links, read out before them"),
      str("footer_social_label", "The footer's social media links, read out before them"),
      str("footer_badges_label", "The footer's compliance badges, read out before them"),
      // Words the blocks show or read out around their items (each block gets them in its language: DirectusBlock*.words).
      str("reviews_label", "The reviews carousel, read out before it"),
      str("reviews_list_label", "The reviews carousel's scrolling list, read out"),
      str("slide_label", "Each slide of a carousel, read out; {position} and {total} are its number and the number of slides"),
      str("previous_review_label", "The reviews carousel's back button, read out (it shows an arrow)"),
      str("next_review_label", "The reviews carousel's forward button, read out (it shows an arrow)"),
      str("rating_summary", "Over the reviews; {rating}, {max}, {count} and {platform} are the review figures above"),
      str("rating_label", "On each review; {rating} is its rating, {max} the highest"),
      str("testimonials_label", "The testimonials slider, read out before it"),
      str("show_testimonial_label", "Each dot under the testimonials slider, read out; {position} and {total} as for a slide"),
      str("pause_label", "The testimonials slider's pause button"),
      str("play_label", "The same button once paused"),
      str("showcase_list_label", "The list beside a showcase's pane, read out before it"),
      str("showcase_pane_label", "A showcase's pane, read out; {heading} is the section's heading"),
      str("showcase_item_label", "The small line over each section of a showcase's pane; {number} is its place, in two digits (01, 02…)"),
      str("sections_nav_label", "A legal document's contents, read out before them"),
      str("carousel_role", "What the reviews carousel and the testimonials slider are called when read out (a carousel)"),
      str("slide_role", "What each of the reviews carousel's slides is called when read out (a slide)"),
      str("learn_more_label", "The call to read more at the foot of each service card"),
      str("technologies_label", "A project card's technologies, read out before them"),
      str("more_technologies_label", "A project card's +N button, read out; {count} is how many technologies it stands for"),
      str("achievements_label", "A success story's achievements, read out before them"),
      str("success_metrics_label", "The figures above the success stories, read out before them"),
      str("key_stats_label", "A stats block's figures, read out before them"),
      str("hero_figures_label", "The figures in a hero, read out before them"),
      str("features_label", "A card's checked features, read out before them; {name} is the card's title"),
      str("strengths_label", "A platform card's strengths, read out before them; {name} is the platform's name"),
      str("trust_marks_label", "A call to action's trust marks, read out before them"),
      str("free_tag_label", "The FREE tag on a landing page's button, as it shows"),
      str("limited_tag_label", "The LIMITED tag on a landing page's button, as it shows"),
      // The trail a search engine shows above a service's, industry's or case study's page (its breadcrumbs).
      str("breadcrumb_home_label", "The home page's name in a page's trail (search results)"),
      str("breadcrumb_services_label", "The services' name in a service page's trail"),
      str("breadcrumb_industries_label", "The industries' name in an industry page's trail"),
      str("breadcrumb_portfolio_label", "The portfolio's name in a case study's trail"),
      // The error screen: what a visitor sees in place of a page that fails to show.
      str("error_title", "The error screen's heading"),
      str("error_text", "The error screen's sentence under it"),
      str("error_refresh_label", "The error screen's button: it reloads the page"),
      text("footer_description", "The footer's text under the logo"),
      str("footer_chat_label", "The WhatsApp link's label"),
      str("footer_schedule_label", "The booking link's label"),
      str("footer_services_heading"),
      str("footer_ctas_heading"),
      strings("footer_booking_labels", "Footer links that open the booking link"),
      list("footer_links", "{{ label }}", [str("label"), url("link", "A site path (/about)")], "Footer links under the booking links"),
      strings("footer_badges", "Compliance badges"),
      str("footer_privacy_label", "The privacy policy link's label"),
      str("footer_cookie_settings_label", "The button that reopens the consent banner"),
      str("footer_rights", "After the copyright line"),
      m2o("default_hero", "hero_sections", "Hero of any page without one of its own or a built-in one (spec 000 §2.4)"),
      str("client_logos_label", "The line over the client logos in page heroes"),
      iconLabels("trust_signals", "Trust signals under the home, services and contact heroes"),
      // The consent banner: asked on a first visit, reopened from the footer.
      str("consent_title", "The consent banner's heading"),
      html("consent_text", "The consent banner's text: what is measured, and a link to the privacy policy"),
      str("consent_accept_label"),
      str("consent_reject_label"),
      str("consent_customize_label", "Shows the categories"),
      str("consent_save_label", "Saves the categories ticked"),
      str("consent_categories_label", "Read out before the categories (not shown)"),
      str("consent_analytics_label", "The analytics category"),
      str("consent_marketing_label", "The advertising category"),
      // The insights' own copy (src/components/insights): the articles and lists say the rest.
      str("insights_all_label", "The link back to every insight, on a topic's or an author's page"),
      str("insights_related_heading", "Over the related articles under an article"),
      str("insights_about_author", "Over the author's note under an article; {name} is the author's name"),
      str("insights_more_from", "The author's note's link to their articles; {name} is the author's name"),
      str("insights_follow_label", "Before the links to the feeds (RSS, Atom, JSON Feed) on the insights pages"),
      str("insights_feed_title", "Each feed's name, which browsers and feed readers offer from every page; {format} is RSS, Atom or JSON Feed"),
      text("insights_empty_text", "What a list of articles says while it has none"),
      str("insights_label", "The insights' short name: the link over an article's title and its trail (breadcrumbs)"),
      str("insights_by_label", "An article's byline when its author has no role; {name} is the author's name"),
      str("insights_by_role_label", "An article's byline when its author has a role; {name} is the author's name, {role} their role"),
      str("insights_reading_time", "How long an article takes to read, on its page and its card; {minutes} is the number"),
      str("insights_topics_label", "Read out before an article's topics (not shown)"),
      str("insights_pages_label", "Read out before a list's page links (not shown)"),
      str("insights_page_label", "Read out for a page's number link; {number} is the number"),
      str("insights_newer_label", "The link to a list's newer page"),
      str("insights_older_label", "The link to a list's older page"),
      str("insights_list_page_title", "A list's later page: its title in the browser tab and its cards' name; {title} is the list's, {number} the page's"),
    ],
  },
  /**
   * The contact form's words (spec 000 §3.2, §5.1, §9): what it asks, the choices it offers and what it
   * says back. The block_form blocks around it show it in their page's language; the values sent stay
   * the choices' own, whatever the language.
   */
  {
    name: "contact_form",
    nodeType: "DirectusContactForm",
    singleton: true,
    hasStatus: false,
    // The form blocks carry its words into their pages; nothing reads them live.
    buildOnly: true,
    editor: { icon: "edit_note", note: "The contact form's labels, choices and messages" },
    fields: [
      str("form_label", "The form's name, read out"),
      str("first_name_label"),
      str("last_name_label"),
      str("email_label"),
      str("phone_label"),
      str("company_label"),
      str("role_label"),
      str("role_placeholder", "The role list's first line, before a choice"),
      choiceList("role_options", "The roles offered, in order"),
      str("heard_from_label"),
      str("heard_from_placeholder", "The list's first line, before a choice"),
      choiceList("heard_from_options", "How a visitor may have heard of us, in order"),
      str("message_label"),
      str("consent_text", "Beside the consent box, before the privacy policy link"),
      str("consent_link_label", "The privacy policy link's label"),
      str("submit_label", "The send button (the dialog on phones uses its own block's button text)"),
      str("submitting_label", "The send button while the form is sent"),
      str("success_message", "Said once the form is sent"),
      str("failure_message", "Said when sending failed: the visitor's input stays"),
      str("fix_errors_message", "Said under the button when a field is not right"),
      str("first_name_required"),
      str("last_name_required"),
      str("name_max", "A first or last name over 50 characters"),
      str("email_required"),
      str("email_invalid", "An address that is not an e-mail address, or over 100 characters"),
      str("phone_required"),
      str("phone_invalid", "A number that is not valid for its country"),
      str("company_max", "A company name over 100 characters"),
      str("role_required", "No role chosen"),
      str("heard_from_required", "No choice of how they heard of us"),
      str("message_max", "A message over 500 characters"),
      str("consent_required", "The consent box not ticked"),
      str("invalid_value", "A field holding something no visitor can type (a script's doing)"),
      str("reassurances_label", "The contact section's trust points, read out before them"),
      str("loading_label", "Shown in the dialog on phones while the form loads"),
      str("no_script_text", "Shown where the form would be, to a browser without JavaScript; {email} and {phone} are the settings' own"),
    ],
  },
  /**
   * The lead dialog's words (spec 000 §4.4, §5.2): its steps, questions and choices. The build writes
   * them per language beside the pages, and the dialog fetches its language's when a visitor opens it;
   * the values sent stay the choices' own, whatever the language.
   */
  {
    name: "lead_form",
    nodeType: "DirectusLeadForm",
    singleton: true,
    hasStatus: false,
    buildOnly: true,
    editor: { icon: "assignment", note: "The lead dialog's steps, questions and choices" },
    fields: [
      str("title_automation", "The dialog's heading, opened from an automation offer"),
      str("title_ai_development", "The dialog's heading, opened from an AI development offer"),
      str("step_counter", "Under the heading; {step} and {total} are the step's number and the number of steps"),
      str("back_label", "The back arrow's name, read out"),
      str("contact_step_title", "Step 1's heading"),
      str("name_label"),
      str("email_label"),
      str("phone_label"),
      str("company_label"),
      str("business_step_title", "Step 2's heading"),
      str("company_size_label"),
      choiceList("company_sizes", "The company sizes offered, in order"),
      str("industry_label"),
      choiceList("industries", "The industries offered, in order; step 3's challenges and use cases name them by value"),
      str("timeline_label"),
      choiceList("timelines", "The timelines offered, in order"),
      str("budget_label"),
      str("budget_placeholder", "The budget list's first line (nothing chosen)"),
      choiceList("budgets", "The budget ranges offered, in order"),
      str("needs_step_title", "Step 3's heading"),
      str("primary_goal_label"),
      contextChoiceList("primary_goals", "The goals offered per page context, in order (one is chosen)", false),
      str("challenges_label"),
      contextChoiceList("challenges", "The challenges offered per page context and industry, in order (any may be ticked)", true),
      str("use_cases_label"),
      contextChoiceList("use_cases", "The use cases offered per page context and industry, in order (at least one is ticked)", true),
      str("continue_label", "The button of steps 1 and 2"),
      str("submitting_label", "The last button while the answers are sent"),
      str("submit_automation", "The last button, opened from an automation offer"),
      str("submit_ai_development", "The last button, opened from an AI development offer"),
    ],
  },
  /**
   * Old addresses and where they go now, kept by editors (and recorded when a published item's slug
   * changes); src/content/redirects.ts turns them into the `_redirects` lines and the not-found page's rules.
   */
  {
    name: "redirects",
    nodeType: "DirectusRedirect",
    hasStatus: false,
    buildOnly: true,
    editor: {
      icon: "alt_route",
      note: "Old addresses sent on to new ones (a page that exists at the old address wins; chains are followed to the end)",
      displayTemplate: "{{from_path}} → {{to_path}}",
    },
    fields: [
      required(f("from_path", { kind: "path" }, { note: "Old address, a path on this site like /portfolio/old-name" })),
      required(f("to_path", { kind: "destination" }, { note: "Where it goes now: a path on this site (/portfolio/new-name)" })),
    ],
  },
]

export function collectionSpec(name: string): CollectionSpec {
  const spec = COLLECTIONS.find(c => c.name === name)
  if (!spec) throw new Error(`Unknown collection ${name}`)
  return spec
}

/** The `fields` query parameter that returns an item in the snapshot's shape. */
export function requestFields(spec: CollectionSpec): string[] {
  const extra = spec.hasStatus ? ["status"] : []
  return [
    "id",
    ...extra,
    ...spec.fields.flatMap(field => {
      if (field.type.kind === "m2m") return [`${field.source}.${field.type.junctionKey}`]
      if (field.type.kind === "blocks") return BLOCK_ROW.map(key => `${field.source}.${key}`)
      if (field.type.kind === "list" && field.type.rows) return rowPaths(field.type.fields).map(key => `${field.source}.${key}`)
      return [field.source]
    }),
    ...translationPaths(spec),
  ]
}

/** The translations' fields as a request names them: each row's id and language (and status), then its text. */
function translationPaths(spec: CollectionSpec): string[] {
  const translations = translationsOf(spec)
  if (!translations) return []
  const own = ["id", "languages_code", ...(translations.status ? ["status"] : []), ...translations.fields.map(field => field.source)]
  return own.map(key => `${TRANSLATIONS_FIELD}.${key}`)
}

/** A child collection's row as the snapshot stores it (inline, in order): its fields (its own rows' fields, nested), then where it sits. */
export const rowPaths = (fields: readonly FieldSpec[]): string[] => [
  ...fields.flatMap(sub => (sub.type.kind === "list" && sub.type.rows ? rowPaths(sub.type.fields).map(key => `${sub.source}.${key}`) : [sub.source])),
  "sort",
]

/**
 * A repeater stored as the items of a child collection (`rows`): the collection, its owner (a
 * collection of the contract, or the child collection of a repeater whose rows hold this one) and the
 * key naming it.
 */
export interface RowList {
  owner: string
  field: FieldSpec
  collection: string
  /** The child's field holding its owner's id. */
  key: string
}

/** The rows repeaters among `fields` of `owner`, each followed by those its rows hold. */
export const rowListsOf = (owner: string, fields: readonly FieldSpec[]): RowList[] =>
  fields
    .filter(field => field.type.kind === "list" && field.type.rows)
    .flatMap(field => {
      const list = { owner, field, collection: `${owner}_${field.source}`, key: `${owner}_id` }
      return [list, ...rowListsOf(list.collection, field.type.kind === "list" ? field.type.fields : [])]
    })

/** Every rows repeater, owners before the rows they hold (the order Directus creates them in). */
export const ROW_LISTS: RowList[] = COLLECTIONS.flatMap(spec => rowListsOf(spec.name, spec.fields))

/**
 * What a translation of an item holds: its text fields (translatedField), one per node field, so the
 * lists several layouts fill in turn (each layout's cards, all read as `items`) are one list to
 * translate, named by that node field.
 */
export function translationFields(spec: CollectionSpec): FieldSpec[] {
  return byNodeField(spec.fields).flatMap(field => {
    const translated = translatedField(field)
    if (!translated) return []
    const shared = spec.fields.filter(other => other.name === field.name).length > 1
    return [shared ? { ...translated, source: snake(field.name) } : translated]
  })
}

const snake = (name: string) => name.replace(/[A-Z]/g, c => `_${c.toLowerCase()}`)

/** The Directus collection of the languages a translation is in (its key is the code: en, ar, tr). */
export const LANGUAGES_COLLECTION = "languages"

/**
 * Where an item's translations are (Directus's translations relation): a collection of rows, each of
 * one item (`key`) in one language (`languages_code`), with its translated fields; a collection with
 * a status gives each row one too, so a translation is on the site once it is published.
 */
export interface Translations {
  collection: string
  key: string
  fields: FieldSpec[]
  status: boolean
}

/** The alias field that holds an item's translations. */
export const TRANSLATIONS_FIELD = "translations"

const translationsBySpec = new WeakMap<CollectionSpec, Translations | null>()

/** An item's translations, or null for a collection without text to translate (once per spec: the build asks per node). */
export function translationsOf(spec: CollectionSpec): Translations | null {
  if (!translationsBySpec.has(spec)) {
    const fields = translationFields(spec)
    translationsBySpec.set(spec, fields.length === 0 ? null : { collection: `${spec.name}_translations`, key: `${spec.name}_id`, fields, status: spec.hasStatus })
  }
  return translationsBySpec.get(spec)!
}

/** A block list's junction row as the snapshot stores it: which block collection, which item, where. */
export const BLOCK_ROW = ["collection", "item", "sort"] as const
