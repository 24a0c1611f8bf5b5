import { panelView } from "../../../src/blocks/cta/view"
import { contactDetailsView, contactSectionView } from "../../../src/blocks/form/view"
import { jobsView } from "../../../src/blocks/records/view"
import { blockPageRoutes, NOT_FOUND_PAGE } from "../../../src/content/routes"
import { pageBlock, snapshotBlocks, snapshotContactForm } from "../../support/content-blocks"

const links = { booking: "https://cal.example/site", whatsapp: "https://wa.example/1" }

test("contact: Let's Talk with the settings' email and phone links and the offices line; its buttons go to the settings' booking and WhatsApp links", () => {
  const contact = { email: "hello@example.org", phone: "+1 (555) 010-0100", whatsapp: links.whatsapp }
  const details = contactDetailsView(pageBlock("contact", "block_form", "contact_details"), { booking: links.booking, contact })
  expect(details.heading).toBe("Let's Talk")
  expect(details.lines).toEqual([
    { icon: "mail", label: "hello@example.org", href: "mailto:hello@example.org" },
    { icon: "phone", label: "+1 (555) 010-0100", href: "tel:+15550100100" },
    { icon: "map-pin", label: "Lahore, Pakistan · Dubai, UAE · Riyadh, KSA" },
  ])
  expect(details.buttons).toEqual([
    { text: "Book a Free Consultation", link: links.booking, variant: "primary", external: true },
    { text: "Chat on WhatsApp", link: links.whatsapp, variant: "secondary", external: true },
  ])
  expect(details.image).toEqual({ src: "/static/offices-map.svg", alt: "Map of Lumenaut offices in Lahore, Dubai and Riyadh" })
})

test("the contact section's copy: heading, text, three trust signals and its dialog on phones", () => {
  const section = snapshotBlocks("block_form").find(block => block.layout === "contact_section")
  const copy = contactSectionView({ ...section, form: snapshotContactForm() } as unknown as Queries.FormBlockFragment)
  expect(copy.heading).toBe("Ready to scale your project to the next level?")
  expect(copy.trustSignals.map(signal => signal.label)).toEqual(["100% Secure", "Quick Response", "Expert Teams"])
  expect(copy.mobileModal).toEqual({ title: "Get Your Free Health Check", buttonText: "Get Free Health Check" })
  expect(copy.form?.submitLabel).toBe("Send Message")
  // A preview's new section has no linked words until the rebuild: no form rather than an empty one.
  expect(contactSectionView({ ...section, form: null } as unknown as Queries.FormBlockFragment).form).toBeNull()
})

test("quote: the fixed placeholder heading, a booking button and Contact Us", () => {
  const notice = panelView(pageBlock("quote", "block_cta", "notice"), { name: "", bookingLink: links.booking })
  expect(notice.heading).toBe("Get Quote Page (Coming Soon)")
  expect(notice.buttons.map(button => [button.text, button.link])).toEqual([["Book a Free Consultation", links.booking], ["Contact Us", "/contact"]])
})

test("the not-found record holds the spec's sentence and links, and is never a page of its own", () => {
  const block = pageBlock<Queries.CtaBlockFragment>(NOT_FOUND_PAGE, "block_cta", "notice")
  expect(block.code).toBe("404")
  const notice = panelView(block, { name: "", bookingLink: links.booking })
  expect(notice.description).toBe("Sorry, the page you are looking for doesn't exist or has been moved.")
  expect(notice.buttons.map(button => [button.text, button.link])).toEqual([["Back to Home", "/"], ["Contact Support", "/contact"]])
  expect(blockPageRoutes([{ id: "a", slug: NOT_FOUND_PAGE, blockCount: 1 }, { id: "b", slug: "quote", blockCount: 1 }], new Set())).toEqual([{ id: "b", slug: "quote", localSlug: null }])
})

test("careers: the jobs block's anchor, link label and empty state", () => {
  const jobs = jobsView(pageBlock("careers", "block_records", "jobs"))
  expect(jobs.id).toBe("open-positions")
  expect(jobs.copy).toEqual({ linkText: "Apply Now", empty: expect.objectContaining({ heading: "No Open Positions", buttonText: "Send Us Your Resume" }) })
})
