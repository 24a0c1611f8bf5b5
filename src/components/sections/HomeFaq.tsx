import { homeFaq } from "../../data/home-faq"
import { FaqSection } from "./FaqSection"

/** Home's FAQ with its copy, in one lazily loaded piece. */
export function HomeFaq() {
  return <FaqSection section={homeFaq.section} items={homeFaq.items} />
}
