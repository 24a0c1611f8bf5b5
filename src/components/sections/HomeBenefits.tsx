import { homeBenefitsSection } from "../../data/home/home-benefits"
import { IconBenefitSection } from "./IconBenefitSection"

/** Home's "What You Gain" strip, with its copy, in one lazily loaded piece. */
export function HomeBenefits() {
  return <IconBenefitSection section={homeBenefitsSection.section} cards={homeBenefitsSection.cards} tone="alt" id="benefits" />
}
