/** Sample testimonials (5) (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { SampleTestimonial } from "../types/sections"

export const sampleTestimonials: SampleTestimonial[] = [
  {
    id: 1,
    text: "Lumenaut rebuilt our order handling with n8n and a live dashboard. Work that took three people a full day now finishes on its own before 9 a.m.",
    name: "Omar Al-Mansouri",
    title: "Operations Director, FMCG distributor, Dubai",
  },
  {
    id: 2,
    text: "They delivered our mobile banking MVP in ten weeks, passed the bank's security review on the first attempt and have been a dependable partner ever since.",
    name: "Sara Al-Qahtani",
    title: "Head of Digital Products, fintech startup, Riyadh",
  },
  {
    id: 3,
    text: "Clear communication, weekly demos and no surprises on the invoice. Our store handled three times its usual traffic during Ramadan without a hiccup.",
    name: "Emre Yıldız",
    title: "Founder, online home-goods retailer, Istanbul",
  },
  {
    id: 4,
    text: "The AI assistant answers most of our customers' questions in Arabic and English. Our support team finally has time for the cases that need a person.",
    name: "Khalid Rahman",
    title: "Customer Experience Manager, logistics company, Doha",
  },
  {
    id: 5,
    text: "From user research to launch they treated our product like their own. Sign-ups rose 38% in the first month after the redesign went live.",
    name: "Emily Carter",
    title: "Product Manager, B2B SaaS company, London",
  },
]
