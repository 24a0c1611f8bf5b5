import type { ServicePageContent } from "../types/service-page"

export const automatedSocialMedia: ServicePageContent = {
  slug: "automated-social-media",
  title: "Automated Social Media",
  showcase: {
    section: {
      heading: "Automated Social Media Management",
      highlightedText: "Automated",
      description:
        "Consistent, on-brand content on every channel, published, answered and reported on with a fraction of the manual effort.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Content Calendar Automation",
        secondaryTitle: "A month of posts planned in an afternoon",
        shortDescription:
          "Content pillars, posting calendars and approval workflows in Notion or Airtable that feed your scheduler directly, so posts are drafted, approved and published on time without chasing anyone on WhatsApp.",
        icon: "calendar",
      },
      {
        itemNumber: 2,
        mainTitle: "AI Content Creation",
        secondaryTitle: "On-brand captions, visuals and short videos",
        shortDescription:
          "AI-assisted captions, hashtags, carousel designs and short-form video edits trained on your brand voice and reviewed by our editors, producing 3-5x more content for the same budget in English and Arabic.",
        icon: "sparkles",
      },
      {
        itemNumber: 3,
        mainTitle: "Multi-Platform Scheduling",
        secondaryTitle: "Publish everywhere from one place",
        shortDescription:
          "Posts adapted to each network's formats and best posting times, scheduled across Facebook, Instagram, X, LinkedIn, TikTok and YouTube through Meta Business Suite, Buffer or our own n8n workflows.",
        icon: "clock",
      },
      {
        itemNumber: 4,
        mainTitle: "Community Management Automation",
        secondaryTitle: "Replies in minutes, not days",
        shortDescription:
          "Comment and DM triage with auto-replies to common questions, keyword-triggered lead capture into your CRM and escalation of complaints to your team, keeping median response times under 15 minutes in business hours.",
        icon: "users",
      },
      {
        itemNumber: 5,
        mainTitle: "Social Listening & Insights",
        secondaryTitle: "Know what people say about your brand",
        shortDescription:
          "Brand, competitor and keyword monitoring with sentiment tracking and weekly alerts, so you join conversations early, spot issues before they escalate and find content ideas your audience already cares about.",
        icon: "target",
      },
      {
        itemNumber: 6,
        mainTitle: "Performance Reporting",
        secondaryTitle: "Automated weekly and monthly reports",
        shortDescription:
          "Reach, engagement, follower growth, clicks and leads from every platform collected in one Looker Studio dashboard, with a monthly report and recommendations delivered to your inbox automatically.",
        icon: "chart",
      },
    ],
  },
  socialPlatforms: {
    section: {
      heading: "Platforms We Automate",
      highlightedText: "Automate",
      description:
        "Native formats, posting times and engagement workflows tuned for each of the six networks your customers use.",
    },
    platforms: [
      {
        id: "facebook",
        name: "Facebook",
        iconPath: "/assets/platforms/facebook.svg",
        description:
          "Reach local and regional audiences with scheduled posts, Reels and responsive community management across Pages and Groups.",
        features: [
          "Page posts and Reels scheduling",
          "Messenger auto-replies",
          "Lead form sync to your CRM",
          "Audience and ad performance insights",
        ],
      },
      {
        id: "instagram",
        name: "Instagram",
        iconPath: "/assets/platforms/instagram.svg",
        description:
          "Grow a visual brand with a consistent grid, Reels and Stories published at the hours your followers are most active.",
        features: [
          "Feed, Reels and Stories scheduling",
          "Carousel and caption generation",
          "Comment and DM keyword replies",
          "Hashtag and competitor tracking",
        ],
      },
      {
        id: "x",
        name: "Twitter/X",
        iconPath: "/assets/platforms/x.svg",
        description:
          "Join industry conversations in real time with threads, timely replies and monitoring of the topics your buyers follow.",
        features: [
          "Thread scheduling",
          "Keyword and mention monitoring",
          "Trend-based post suggestions",
          "Engagement analytics",
        ],
      },
      {
        id: "linkedin",
        name: "LinkedIn",
        iconPath: "/assets/platforms/linkedin.svg",
        description:
          "Build B2B authority with company page content, founder-led posts and document carousels that generate qualified leads.",
        features: [
          "Company and personal profile posting",
          "Document carousel creation",
          "Employee advocacy sharing",
          "Follower and lead demographics",
        ],
      },
      {
        id: "tiktok",
        name: "TikTok",
        iconPath: "/assets/platforms/tiktok.svg",
        description:
          "Reach younger audiences with short-form videos edited from your existing footage, with captions and trending sounds.",
        features: [
          "Short-form video editing",
          "Auto-captions in English and Arabic",
          "Trend and sound monitoring",
          "Posting at peak audience times",
        ],
      },
      {
        id: "youtube",
        name: "YouTube",
        iconPath: "/assets/platforms/youtube.svg",
        description:
          "Turn long-form video into a search-friendly library, with Shorts cut automatically from every upload.",
        features: [
          "Shorts generated from long videos",
          "SEO titles, descriptions and chapters",
          "Thumbnail A/B testing",
          "Comment moderation and replies",
        ],
      },
    ],
  },
  process: {
    section: {
      heading: "How We Automate Your Social Media",
      highlightedText: "Social Media",
      description:
        "Five steps from a scattered posting habit to a reliable, measurable content engine.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "Brand & Audience Audit",
        description:
          "We review your channels, competitors and audience data, then set goals for reach, engagement and leads.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "Strategy & Content Pillars",
        description:
          "Content pillars, tone of voice, posting frequency per platform and a 90-day calendar agreed with you.",
        icon: "layers",
      },
      {
        stepNumber: 3,
        title: "Automation Setup",
        description:
          "Scheduling, approval workflows, auto-replies and CRM integrations configured and tested on your accounts.",
        icon: "cog",
      },
      {
        stepNumber: 4,
        title: "Create & Publish",
        description:
          "AI-assisted content produced and reviewed by our editors, then published automatically on schedule.",
        icon: "sparkles",
      },
      {
        stepNumber: 5,
        title: "Measure & Optimize",
        description:
          "Weekly dashboards and monthly reviews: we double down on the formats that work and drop the ones that don't.",
        icon: "chart",
      },
    ],
  },
  featuredPortfolioLimit: 3,
  cta: {
    heading: "Put Your Social Media on Auto-Pilot",
    description:
      "Book a free 30-minute social media audit. We'll review your channels and show what to automate first to post more and respond faster.",
    buttonText: "Book Your Free Social Audit",
  },
}
