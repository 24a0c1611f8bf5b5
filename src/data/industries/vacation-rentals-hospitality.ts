import type { IndustryDetail } from '../types/industry';

export const vacationRentalsHospitality: IndustryDetail = {
  id: 1,
  title: 'Vacation Rentals & Hospitality',
  slug: 'vacation-rentals-hospitality',
  shortDescription:
    'Channel-synced operations, AI guest messaging and direct booking platforms that let property managers and boutique hotels grow their portfolio without growing the back office.',
  heroBannerUrl: '/assets/industries/heroes/vacation-rentals-hospitality.webp',
  overview: {
    detailedDescription:
      'Short-term rental managers and boutique hotels run on a tangle of tools: Airbnb, Booking.com and Vrbo inboxes, a property management system, a pricing tool, cleaners on WhatsApp and owners waiting for their monthly statement. Lumenaut connects those pieces. We wire your PMS (Guesty, Hostaway, Lodgify) to channels, pricing, housekeeping and accounting with n8n and Make workflows, add an AI concierge that answers guests from each property’s own house manual, and build direct booking websites and owner portals that cut your dependence on OTA commissions. The result is fewer night-time emergencies, fewer manual checks and more revenue per available night.',
    keyStats: [
      {
        value: '70%',
        label: 'Guest messages handled automatically',
        description:
          'Typical share of routine questions (Wi-Fi, check-in times, parking, early arrival) resolved by an AI assistant grounded in each property’s guidebook.',
        iconClass: 'robot',
      },
      {
        value: '< 2 min',
        label: 'Median first response, day or night',
        description:
          'Guests get an accurate answer in their own language at 3 am, with urgent issues escalated to the on-call host.',
        iconClass: 'clock',
      },
      {
        value: '15 h',
        label: 'Saved per week for every 50 units',
        description:
          'Turnover scheduling, review requests and owner statements run as workflows instead of spreadsheets and copy-paste.',
        iconClass: 'bolt',
      },
      {
        value: '12%',
        label: 'Average RevPAR uplift',
        description:
          'Measured after connecting dynamic pricing to live occupancy, local events and gap-night rules.',
        iconClass: 'trend-up',
      },
    ],
    marketTrends: [
      'Direct bookings are growing as operators look to escape OTA commissions that often reach 15% or more, which turns a fast, search-friendly booking site into a revenue lever.',
      'Guests expect instant replies on WhatsApp and OTA inboxes at any hour, pushing teams towards AI-assisted messaging with clear human hand-off.',
      'Dynamic pricing is now standard practice: rates react daily to booking pace, local events and competitor availability instead of fixed seasonal rate cards.',
      'Smart locks, noise monitors and keyless check-in are replacing key handovers and produce device events that can trigger workflows automatically.',
      'Short-term rental rules are tightening, from holiday-home permits in Dubai to registration numbers and night caps in European cities, adding compliance and tourist-tax reporting work.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We start from your reservation data, map every hand-off between channels, guests, cleaners and owners, then automate the repeatable work and keep your people on the exceptions that need a human touch.',
    challenges: [
      {
        title: 'Channel double-bookings',
        description:
          'When Airbnb, Booking.com, Vrbo and direct bookings sync through iCal feeds that can lag by hours, two guests can end up booked into the same night.',
        iconClass: 'calendar',
        impactPoints: [
          'Relocation costs and refunds that wipe out the margin of a stay',
          'OTA penalties and lower search ranking after host cancellations',
          'Staff cross-checking calendars by hand every morning',
        ],
      },
      {
        title: 'Guest messages at 3 am',
        description:
          'Late arrivals who cannot open the lockbox, Wi-Fi questions and parking queries arrive around the clock across four or five separate inboxes.',
        iconClass: 'phone',
        impactPoints: [
          'Slow replies that cost five-star reviews and Superhost status',
          'On-call fatigue and expensive overnight staffing',
          'Inconsistent answers depending on who picks up the message',
        ],
      },
      {
        title: 'Pricing that ignores demand',
        description:
          'Static seasonal rates miss local events, booking pace and gap nights, leaving peak dates underpriced and shoulder dates empty.',
        iconClass: 'chart',
        impactPoints: [
          'Orphan nights between stays that never sell',
          'Peak dates booked months ahead at last year’s rates',
          'Hours spent adjusting rates across channels in spreadsheets',
        ],
      },
      {
        title: 'Turnover and owner coordination',
        description:
          'Cleaning schedules, maintenance issues, damage claims and monthly owner statements are stitched together from WhatsApp groups and spreadsheets.',
        iconClass: 'home',
        impactPoints: [
          'Missed cleans after last-minute same-day bookings',
          'Owner statements that take days to prepare every month',
          'No audit trail for damage, maintenance and linen costs',
        ],
      },
    ],
    solutions: [
      {
        title: 'Unified channel and calendar sync',
        description:
          'API-level connections between your PMS and channel manager with conflict detection that flags overlapping stays within minutes, not hours.',
        iconClass: 'layers',
        benefits: [
          'Availability pushed to every channel within minutes',
          'Automatic blocks and alerts on overlapping reservations',
          'One reservation record feeding cleaning, access codes and accounting',
        ],
        isFeatured: true,
      },
      {
        title: 'AI guest concierge',
        description:
          'An LLM assistant grounded in each property’s house manual through retrieval-augmented generation (RAG) answers guests on WhatsApp, email and OTA inboxes, and hands off to a person with full context when it is unsure.',
        iconClass: 'robot',
        benefits: [
          'Instant answers in the guest’s language, 24/7',
          'Escalation rules for lockouts, complaints and refund requests',
          'Upsells for early check-in, late check-out and airport transfers',
          'Every conversation logged against the reservation',
        ],
        isFeatured: true,
      },
      {
        title: 'Dynamic pricing integration',
        description:
          'PriceLabs or Wheelhouse connected to your PMS, enriched with event and booking-pace signals, with minimum-stay and gap-night rules enforced automatically.',
        iconClass: 'trend-up',
        benefits: [
          'Rates refreshed daily from demand and event data',
          'Gap-night discounts that fill orphan nights',
          'Owner-approved floor and ceiling prices respected on every channel',
        ],
        isFeatured: false,
      },
      {
        title: 'Turnover and owner automation',
        description:
          'n8n or Make workflows create cleaning tasks the moment a booking lands, collect photo checklists, route maintenance tickets and compile owner statements.',
        iconClass: 'cog',
        benefits: [
          'Cleaners notified instantly about same-day bookings',
          'Photo-verified turnovers that double as damage evidence',
          'Owner statements generated in minutes each month',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Rental and Hospitality Operators',
    sectionDescription:
      'From the first guest enquiry to the owner’s monthly statement, we build and connect the systems behind a modern rental or boutique hotel business.',
    serviceCategories: [
      {
        categoryName: 'Operations Automation',
        categoryDescription:
          'Workflows that remove the copy-paste between your PMS, channels, cleaners and accountants.',
        iconClass: 'cog',
        services: [
          {
            name: 'PMS and Channel Integration',
            description:
              'Two-way sync between Guesty, Hostaway or Lodgify, your channel manager and your internal tools, with monitoring on every connection.',
            features: [
              'Reservation webhooks into one source of truth',
              'Overlap detection with instant Slack or WhatsApp alerts',
              'Smart-lock code generation per booking',
              'Daily reconciliation report across channels',
            ],
            iconClass: 'layers',
            isPopular: true,
          },
          {
            name: 'Housekeeping and Maintenance Workflows',
            description:
              'Turnover tasks created, assigned and verified automatically, with maintenance issues routed to the right contractor.',
            features: [
              'Auto-scheduling around check-out and check-in times',
              'Mobile photo checklists for cleaners',
              'Maintenance tickets with cost tracking per property',
            ],
            iconClass: 'home',
            isPopular: false,
          },
          {
            name: 'Owner Reporting Automation',
            description:
              'Monthly owner statements built from reservation, expense and payout data, ready to review and send.',
            features: [
              'Revenue, fees and expenses per unit',
              'PDF statements emailed on a schedule',
              'Sync to Xero or QuickBooks Online',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'AI Guest Experience',
        categoryDescription:
          'AI that answers, reassures and upsells guests while your team sleeps, always with a human safety net.',
        iconClass: 'robot',
        services: [
          {
            name: 'AI Guest Messaging Assistant',
            description:
              'A multilingual assistant on WhatsApp, email and OTA inboxes that answers from each property’s house manual and escalates anything sensitive.',
            features: [
              'Retrieval over guidebooks, house rules and FAQs',
              'Confidence thresholds with human hand-off',
              'Arabic, English and 20+ other languages',
              'Full transcript attached to the reservation',
            ],
            iconClass: 'phone',
            isPopular: true,
          },
          {
            name: 'Review Management and Replies',
            description:
              'Review requests timed to check-out and AI-drafted public replies that your team approves in one click.',
            features: [
              'Automated review requests after clean stays',
              'Sentiment tagging of every review',
              'Drafted replies in your brand voice',
            ],
            iconClass: 'star',
            isPopular: false,
          },
          {
            name: 'Upsell and Add-on Engine',
            description:
              'Pre-arrival offers for early check-in, late check-out, transfers and experiences, priced from live availability.',
            features: [
              'Offers only when the calendar allows them',
              'Payment links through Stripe',
              'Revenue reporting per add-on',
            ],
            iconClass: 'cart',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Web and Mobile Platforms',
        categoryDescription:
          'Direct booking and guest-facing products that you own, fast on mobile and found on search.',
        iconClass: 'globe',
        services: [
          {
            name: 'Direct Booking Website',
            description:
              'A fast, search-optimised booking site connected to your PMS availability and rates, with secure online payments.',
            features: [
              'Live availability and pricing from your PMS',
              'Stripe payments with deposits and damage holds',
              'Structured data for search engines',
              'Promo codes for returning guests',
            ],
            iconClass: 'globe',
            isPopular: true,
          },
          {
            name: 'Guest and Owner Portals',
            description:
              'Secure portals where owners see bookings and payouts, and guests manage their stay and documents.',
            features: [
              'Owner dashboards with occupancy and revenue',
              'Guest ID and registration collection',
              'Role-based access for staff',
            ],
            iconClass: 'users',
            isPopular: false,
          },
          {
            name: 'Digital Guidebook and Check-in App',
            description:
              'A mobile-friendly guidebook with arrival instructions, local tips and self check-in, updated from one place.',
            features: [
              'Per-property instructions and videos',
              'Access codes revealed on arrival day',
              'Local recommendations with maps',
            ],
            iconClass: 'map-pin',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Hospitality Technology Stack',
    sectionDescription:
      'We work with the platforms you already run and add automation and AI around them rather than replacing what works.',
    categories: [
      {
        categoryName: 'Property and Channel Management',
        technologies: [
          { name: 'Guesty', description: 'PMS and channel manager with an open API for reservations and messaging.' },
          { name: 'Hostaway', description: 'PMS with webhooks for reservations, used as the source of truth for sync.' },
          { name: 'Lodgify', description: 'Booking engine and PMS popular with smaller portfolios.' },
          { name: 'Channex', description: 'Channel manager API for custom multi-OTA distribution.' },
        ],
      },
      {
        categoryName: 'Pricing and Payments',
        technologies: [
          { name: 'PriceLabs', description: 'Dynamic pricing driven by market demand and custom rules.' },
          { name: 'Wheelhouse', description: 'Revenue management with portfolio-level pricing strategies.' },
          { name: 'Stripe', description: 'Online payments, deposits and pre-authorised damage holds.' },
        ],
      },
      {
        categoryName: 'Automation and AI',
        technologies: [
          { name: 'n8n', description: 'Self-hostable workflow engine for reservation-driven automations.' },
          { name: 'Make', description: 'Visual scenarios for teams that want to edit workflows themselves.' },
          { name: 'OpenAI API', description: 'LLMs for guest replies, review drafts and message classification.' },
          { name: 'pgvector', description: 'Vector search in PostgreSQL for retrieval over house manuals.' },
        ],
      },
      {
        categoryName: 'Guest Communication',
        technologies: [
          { name: 'WhatsApp Business Platform', description: 'Official API for two-way guest messaging at scale.' },
          { name: 'Twilio', description: 'SMS and voice for arrival reminders and urgent alerts.' },
          { name: 'Postmark', description: 'Transactional email for confirmations and pre-arrival guides.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Hospitality Success Stories',
    sectionDescription:
      'Operators from single-city portfolios to multi-country hotel groups use Lumenaut systems to serve guests faster with leaner teams.',
    metrics: {
      clientsSatisfied: '98%',
      projectsCompleted: '40+',
      timeToMarket: '45% faster',
      costReduction: '35%',
    },
    projects: [
      {
        title: 'Channel-Synced Operations Hub for a 180-Unit Portfolio',
        description:
          'A Dubai holiday-home operator moved from iCal feeds to API-level sync through Hostaway, with n8n orchestrating cleaning tasks, lock codes and owner statements.',
        imageUrl: '/assets/stories/channel-synced-operations-hub.webp',
        technologies: ['Hostaway API', 'n8n', 'PostgreSQL', 'Slack'],
        achievements: [
          'No double-bookings in the twelve months after launch',
          'Owner statements reduced from three days to two hours a month',
          'Same-day turnovers dispatched to cleaners automatically',
        ],
      },
      {
        title: 'AI Guest Concierge on WhatsApp',
        description:
          'A boutique hotel group added a multilingual assistant that answers from each property’s house manual and hands complex requests to the front desk.',
        imageUrl: '/assets/stories/ai-guest-concierge.webp',
        technologies: ['WhatsApp Business Platform', 'OpenAI API', 'pgvector', 'Make'],
        achievements: [
          '68% of guest conversations resolved without staff',
          'Median response time down from 40 minutes to under one minute',
          'Late check-out and transfer upsells offered on every stay',
        ],
      },
      {
        title: 'Direct Booking Site with Dynamic Pricing',
        description:
          'A family-run villa company launched a direct booking website connected to Lodgify availability and PriceLabs rates, with Stripe deposits.',
        imageUrl: '/assets/stories/direct-booking-site.webp',
        technologies: ['Gatsby', 'Lodgify API', 'PriceLabs', 'Stripe'],
        achievements: [
          'Direct bookings grew to 31% of revenue in the first season',
          'Gap nights filled through automatic last-minute discounts',
          'Page loads under 1.5 seconds on mobile',
        ],
      },
    ],
  },
};
