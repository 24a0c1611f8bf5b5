import type { PrivacyPolicy, PrivacyPolicySection } from './types/company';

const CONTACT_EMAIL = 'hello@lumenaut.dev';

/** The 15 sections of /privacy-policy, in display order. */
export const privacyPolicySections: PrivacyPolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    paragraphs: [
      'This website, www.lumenaut.dev, is operated by Lumenaut Technologies (“Lumenaut”, “we”, “us” or “our”), a software, AI and automation services company headquartered in Lahore, Pakistan, with an office in Dubai, United Arab Emirates.',
      `Lumenaut Technologies is the controller of the personal data described in this policy, which means we decide why and how it is processed. You can reach us about anything in this policy at ${CONTACT_EMAIL}.`,
    ],
  },
  {
    id: 'scope',
    title: 'Scope of This Policy',
    paragraphs: [
      'This policy explains how we collect and use personal data when you visit our website, send us an enquiry through the contact form, request a quote, audit or assessment through one of our lead forms, or book a call with us.',
      'It does not cover personal data we process on behalf of our clients while delivering projects; that processing is governed by our contracts and data processing agreements with those clients. It also does not cover third-party websites we link to, such as our scheduling provider, WhatsApp or review platforms, which have their own privacy policies.',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: [
      'We only collect the information you choose to give us through our forms, plus limited technical information needed to run and secure the website and, if you agree, to measure how it is used.',
    ],
    list: [
      'Contact form: first name, last name, email address, phone number, company name (optional), your role, how you heard about us, your message (optional), your consent confirmation and the time of submission.',
      'Quote, audit and assessment requests (lead form): name, email address, phone number, company, company size, industry, budget range, timeline, primary goal and current challenges.',
      'Context sent with a lead form: the page or offer you submitted from, campaign (UTM) parameters in the page address, your browser’s user agent and the referring page, so we understand which page or campaign brought you to us.',
      'Phone country detection: to preselect the dialling code in the phone field, your browser may ask an IP geolocation service for your approximate country. We use only the country code and do not store the result.',
      'Technical data: our hosting and content delivery providers process your IP address, browser type and requested pages in server logs to deliver the site and protect it against abuse.',
      'Analytics and advertising data: only if you accept the relevant cookies, as described in the Cookies, Analytics and Advertising section.',
    ],
  },
  {
    id: 'how-forms-are-processed',
    title: 'How Your Form Submissions Are Processed',
    paragraphs: [
      'When you submit a form, your browser sends the information directly over an encrypted HTTPS connection to webhooks of our automation service at automation.lumenaut.dev. The website itself does not store your submission.',
      'Our automation workflows then record your enquiry in our internal systems, notify the right member of our team, may send you an automatic confirmation email and may categorise or prioritise your request based on the details you provided, such as industry, budget and timeline. This routing helps us reply faster; it never produces decisions with legal or similarly significant effects on you, and a person always reviews your enquiry before we respond.',
    ],
  },
  {
    id: 'booking-a-call',
    title: 'Booking a Call Through Calendly',
    paragraphs: [
      'When you choose to book a consultation, health check or audit, you are taken to Calendly, our scheduling provider, in a new tab. Calendly collects the details you enter there, such as your name, email address, chosen time slot and any answers to booking questions, and shares them with us so we can hold the meeting.',
      'Calendly acts as our processor for these bookings and also operates under its own privacy policy, which we encourage you to read. If the meeting takes place by video call, the conferencing provider named in the invitation will also process your connection data.',
    ],
  },
  {
    id: 'cookies-and-analytics',
    title: 'Cookies, Analytics and Advertising',
    paragraphs: [
      'We use strictly necessary browser storage to run the website, for example to remember your cookie choice and to cache site content in your browser so pages load faster. This storage does not identify you and does not require consent.',
      'Analytics and advertising technologies are used only if you give consent through our cookie banner. With your consent we use Google Analytics 4 to understand how visitors use the site and the Meta Pixel to measure the results of our advertising on Facebook and Instagram. We run Google Analytics with Consent Mode, so analytics and advertising cookies are not set until you accept them.',
      'You can change or withdraw your choice at any time through the cookie settings link on the site or by clearing cookies in your browser. Withdrawing consent does not affect processing that took place before the withdrawal.',
    ],
  },
  {
    id: 'legal-bases',
    title: 'Why We Use Your Data and Our Legal Bases',
    paragraphs: [
      'Under the EU and UK General Data Protection Regulation (GDPR) we must have a legal basis for each use of your personal data. We rely on the following:',
    ],
    list: [
      'Consent, Article 6(1)(a) GDPR: analytics and advertising cookies, and any marketing newsletters you opt in to. You can withdraw consent at any time.',
      'Steps before entering into a contract at your request, Article 6(1)(b) GDPR: responding to quote, audit and assessment requests, preparing proposals and scheduling the calls you book.',
      'Legitimate interests, Article 6(1)(f) GDPR: answering general enquiries, following up on business conversations you started with us, understanding which pages and campaigns bring enquiries, and keeping our website and systems secure. We balance these interests against your rights, and you can object at any time.',
    ],
  },
  {
    id: 'data-retention',
    title: 'How Long We Keep Your Data',
    paragraphs: [
      'We keep personal data only as long as we need it for the purposes described in this policy, then delete or anonymise it:',
    ],
    list: [
      'Enquiries and contact form submissions: 24 months after our last communication with you.',
      'Leads that do not become clients: 12 months after the request was submitted.',
      'Google Analytics data: 14 months, after which it is deleted automatically.',
      'If you become a client, records related to our contract are kept for as long as required by applicable tax and commercial law.',
    ],
  },
  {
    id: 'sharing-and-processors',
    title: 'Who We Share Your Data With',
    paragraphs: [
      'We do not sell your personal data. We share it only with service providers that help us run our business and process data on our instructions under written agreements, and with others only where described below.',
    ],
    list: [
      'Hosting, content delivery and the infrastructure that runs our automation service.',
      'Email, CRM and internal communication tools our team uses to manage and answer enquiries.',
      'Calendly, when you book a call.',
      'Google (Google Analytics 4) and Meta Platforms (Meta Pixel), only if you consent to analytics and advertising cookies.',
      'Meta (WhatsApp), if you choose to contact us through WhatsApp.',
      'Professional advisers such as lawyers and accountants, and authorities where we are legally required to disclose information.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    paragraphs: [
      'Our team works from Pakistan and the United Arab Emirates, and some of our service providers are based in the United States and other countries. Your data may therefore be processed outside the European Economic Area and the United Kingdom, in countries that may not offer the same level of data protection.',
      'Where we transfer personal data from the EEA or the UK to such countries, we use the European Commission’s Standard Contractual Clauses (with the UK addendum where applicable) or rely on the EU-US Data Privacy Framework where the recipient is certified, together with additional safeguards where needed. You can ask us for a copy of the relevant safeguards.',
    ],
  },
  {
    id: 'security',
    title: 'How We Protect Your Data',
    paragraphs: [
      'We use technical and organisational measures appropriate to the risk, including encryption in transit (HTTPS) for every form submission, access restricted to the staff who need it, multi-factor authentication on our business systems, encrypted storage offered by our providers, logging and monitoring of our automation service, and regular review of our processors.',
      'No method of transmission or storage is completely secure, but we work to protect your data and will notify you and the relevant authorities of a personal data breach where the law requires it.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: [
      `Under the GDPR you have the following rights regarding your personal data. To exercise any of them, email ${CONTACT_EMAIL}. We will respond within one month and may need to verify your identity first. Similar rights may apply to you under other laws, such as the UK GDPR or the data protection laws of the UAE and Saudi Arabia.`,
    ],
    list: [
      'Access: ask for a copy of the personal data we hold about you.',
      'Rectification: ask us to correct inaccurate or incomplete data.',
      'Erasure: ask us to delete your data where there is no reason for us to keep it.',
      'Restriction: ask us to limit how we use your data, for example while a correction is checked.',
      'Portability: receive the data you gave us in a structured, machine-readable format or have it sent to another organisation.',
      'Objection: object to processing based on our legitimate interests, and to direct marketing at any time.',
      'Withdraw consent: where we rely on consent, withdraw it at any time without affecting earlier processing.',
      'Complaint: lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work.',
    ],
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    paragraphs: [
      'Our website and services are intended for businesses and are not directed at children. We do not knowingly collect personal data from anyone under 16. If you believe a child has sent us personal data, please contact us and we will delete it.',
    ],
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy when our website, our services or the law changes. The effective date at the top of this page shows when it was last revised. If we make significant changes, we will highlight them on the website before they take effect.',
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    paragraphs: [
      `If you have questions about this policy or how we handle your personal data, or want to exercise your rights, contact us at ${CONTACT_EMAIL} with the subject “Privacy request”, or write to Lumenaut Technologies, Lahore, Pakistan.`,
    ],
  },
];

export const privacyPolicy: PrivacyPolicy = {
  title: 'Privacy Policy',
  effectiveDate: '01/08/2025',
  requiresLegalReview: true,
  reviewerNote:
    'Drafted from the site’s real data flows (forms to automation.lumenaut.dev webhooks, Calendly, GA4 Consent Mode, Meta Pixel, IP country lookup); counsel must confirm legal bases, retention periods, transfer mechanisms, the need for an Art. 27 EU/UK representative and UAE/KSA PDPL wording before publication.',
  introduction:
    'Your privacy matters to us. This policy explains what personal data Lumenaut Technologies collects through this website, why we collect it, how long we keep it and the rights you have over it.',
  sections: privacyPolicySections,
};
