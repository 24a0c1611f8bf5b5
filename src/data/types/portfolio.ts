import type { IconName } from './icon';

export type PortfolioSlug = 'e-commerce-revolution-platform' | 'fintech-mobile';

export type PortfolioStatus = 'Live' | 'In Development' | 'Archived';

export interface PortfolioOverview {
  client: string;
  industry: string;
  projectType: string;
  duration: string;
  teamSize: string;
  services: string[];
  detailedDescription: string;
}

export interface PortfolioKeyFeature {
  title: string;
  description: string;
  iconClass: IconName;
  benefits: string[];
  isHighlighted: boolean;
}

export interface PortfolioChallengeSolution {
  challenge: string;
  solution: string;
  keyFeatures: PortfolioKeyFeature[];
}

export interface PortfolioTechnology {
  name: string;
  description: string;
}

export interface PortfolioTechnologyCategory {
  categoryName: string;
  technologies: PortfolioTechnology[];
}

export interface PortfolioTechnologies {
  categories: PortfolioTechnologyCategory[];
}

export interface PortfolioMetric {
  label: string;
  /** Free text. When it contains '%', the page uses it as the benefit bar width; otherwise the bar is full. */
  value: string;
  description?: string;
}

export interface PortfolioResults {
  resultsDescription: string;
  metrics: PortfolioMetric[];
  achievements: string[];
}

export interface PortfolioGalleryImage {
  imageUrl: string;
  caption: string;
  altText: string;
}

export interface PortfolioGallery {
  /** May be empty: the gallery section renders only when images exist. */
  images: PortfolioGalleryImage[];
}

export interface PortfolioRelatedProject {
  id: number;
  title: string;
  description: string;
  imagePath: string;
  /** The page shows at most 3. */
  tags: string[];
}

export interface PortfolioRelatedProjects {
  sectionTitle: string;
  /** The page shows at most 3. */
  projects: PortfolioRelatedProject[];
}

export interface PortfolioCallToAction {
  heading: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
}

export interface PortfolioMetadata {
  tags: string[];
  /** ISO date, YYYY-MM-DD. */
  launchDate: string;
  /** null when the client's product cannot be linked (NDA). */
  projectUrl: string | null;
  /** null when the repository is private. */
  repositoryUrl: string | null;
  isFeatured: boolean;
  status: PortfolioStatus;
}

/** Spec 001 §3 'Portfolio (static)'. The slug is not a field; it is the key in `portfolio/index.ts`. */
export interface PortfolioCaseStudy {
  id: number;
  title: string;
  shortDescription: string;
  heroBannerUrl: string;
  overview: PortfolioOverview;
  challengeSolution: PortfolioChallengeSolution;
  technologies: PortfolioTechnologies;
  results: PortfolioResults;
  gallery: PortfolioGallery;
  relatedProjects: PortfolioRelatedProjects;
  callToAction: PortfolioCallToAction;
  metadata: PortfolioMetadata;
}
