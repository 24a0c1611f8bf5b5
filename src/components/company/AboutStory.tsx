import { aboutPage } from "../../data/about"
import { Button } from "../ui/Button"
import { CtaPanel } from "../sections/CtaPanel"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { CompanyValues } from "./CompanyValues"
import { GlobalFootprint } from "./GlobalFootprint"
import { Timeline } from "./Timeline"

/** /about after the mission: the values, the footprint, the journey and the call to action. */
export function AboutStory() {
  const { values, journey, callToAction } = aboutPage
  const { bookingLink } = useSiteSettings()
  return (
    <>
      <CompanyValues heading={values.heading} description={values.description} values={values.items} />
      <GlobalFootprint />
      <Timeline heading={journey.heading} description={journey.description} steps={journey.steps} />
      <CtaPanel heading={callToAction.heading} description={callToAction.description}>
        <Button href={bookingLink || callToAction.primary.href} variant="light">{callToAction.primary.text}</Button>
        <Button to={callToAction.secondary.href} variant="ghost">{callToAction.secondary.text}</Button>
      </CtaPanel>
    </>
  )
}
