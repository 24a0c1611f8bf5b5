import type { ServicePageContent } from "../types/service-page"

export const devopsServices: ServicePageContent = {
  slug: "devops-services",
  title: "DevOps Services",
  showcase: {
    section: {
      heading: "DevOps Services That Speed Up Delivery",
      highlightedText: "DevOps Services",
      description:
        "Pipelines, infrastructure and on-call practices that let your team release several times a day without breaking production.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "CI/CD Pipelines",
        secondaryTitle: "From commit to production in minutes",
        shortDescription:
          "GitHub Actions, GitLab CI or Azure DevOps pipelines with automated builds, tests, security scans and approvals, taking teams from monthly releases to several safe deployments a day.",
        icon: "rocket",
      },
      {
        itemNumber: 2,
        mainTitle: "Infrastructure as Code",
        secondaryTitle: "Terraform, Pulumi and Ansible",
        shortDescription:
          "Cloud infrastructure described in version-controlled code with reusable modules, peer review and automated plans, so every environment is reproducible and drift is caught before it causes an outage.",
        icon: "code",
      },
      {
        itemNumber: 3,
        mainTitle: "Kubernetes & Containers",
        secondaryTitle: "Docker, EKS, AKS and GKE",
        shortDescription:
          "Containerization of existing apps and production-grade Kubernetes clusters with autoscaling, Helm charts, GitOps with Argo CD and sensible resource limits that keep costs under control.",
        icon: "layers",
      },
      {
        itemNumber: 4,
        mainTitle: "Monitoring & Observability",
        secondaryTitle: "See problems before your customers do",
        shortDescription:
          "Metrics, logs and traces with Prometheus, Grafana, OpenTelemetry and Datadog, plus actionable alerts and SLO dashboards that cut mean time to recovery from hours to minutes.",
        icon: "chart",
      },
      {
        itemNumber: 5,
        mainTitle: "DevSecOps",
        secondaryTitle: "Security built into every pipeline",
        shortDescription:
          "Dependency, container and secret scanning with Snyk, Trivy and GitHub Advanced Security, policy as code and least-privilege access, giving auditors evidence without slowing developers down.",
        icon: "shield",
      },
      {
        itemNumber: 6,
        mainTitle: "Site Reliability Engineering",
        secondaryTitle: "24/7 on-call and incident response",
        shortDescription:
          "SLOs and error budgets, on-call rotations, runbooks and blameless post-mortems, with our engineers on call around the clock so your own team can sleep through the night.",
        icon: "clock",
      },
    ],
  },
  whyChoose: {
    section: {
      heading: "Why Choose Our DevOps Engineers",
      highlightedText: "DevOps Engineers",
      description:
        "We measure success with the DORA metrics: deployment frequency, lead time, change failure rate and time to restore.",
    },
    items: [
      {
        icon: "rocket",
        title: "Faster Releases",
        description:
          "Clients typically move from monthly to daily deployments within their first quarter with us.",
      },
      {
        icon: "shield",
        title: "Fewer Incidents",
        description:
          "Automated tests, canary releases and one-click rollbacks keep change failure rates low.",
      },
      {
        icon: "users",
        title: "Certified Engineers",
        description:
          "Kubernetes (CKA), AWS and Azure certified engineers with hands-on production experience.",
      },
      {
        icon: "globe",
        title: "No Vendor Lock-In",
        description:
          "Open standards and documented pipelines that your own team can run and extend without us.",
      },
    ],
  },
  benefits: {
    section: {
      heading: "AI-Enhanced DevOps",
      highlightedText: "AI-Enhanced",
      description:
        "Machine learning and AI assistants built into the delivery pipeline and operations, so problems are caught earlier and fixed faster.",
    },
    cards: [
      {
        icon: "code",
        title: "AI Code Review",
        description:
          "AI reviewers flag bugs, insecure patterns and missing tests on every pull request.",
      },
      {
        icon: "bolt",
        title: "Predictive Incident Alerts",
        description:
          "Anomaly detection on metrics and logs warns of failures before users notice them.",
      },
      {
        icon: "target",
        title: "Automated Root-Cause Analysis",
        description:
          "AI correlates logs, traces and recent deploys to point to the likely cause within minutes.",
      },
      {
        icon: "check",
        title: "Smart Test Selection",
        description:
          "Tests affected by a change run first, cutting pipeline times by up to 50%.",
      },
      {
        icon: "cog",
        title: "Self-Healing Infrastructure",
        description:
          "Known failure patterns trigger automated remediation runbooks without waking an engineer.",
      },
      {
        icon: "chart",
        title: "Capacity Forecasting",
        description:
          "Forecasts of load and cost guide scaling decisions and reserved-capacity purchases.",
      },
    ],
  },
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Ship Faster With Fewer Incidents",
    description:
      "Book a free 30-minute DevOps assessment. We'll review your pipeline and infrastructure and give you a prioritized list of improvements.",
    buttonText: "Book Your Free DevOps Assessment",
  },
}
