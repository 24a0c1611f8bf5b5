/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { ICON_NAMES } from "../../content/types/icon"
import { theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SectionHeading } from "../ui/SectionHeading"
import { PlatformLogo } from "../ui/PlatformLogo"
import { SizedImage } from "../sections/SizedImage"
import { Entry, State } from "./Entry"

const row = css`display: flex; flex-wrap: wrap; gap: 1rem; align-items: center;`
const dark = css`padding: 1.5rem; background: ${theme.color.navy}; border-radius: ${theme.radius.md};`
const icons = css`
  list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  li { display: flex; flex-direction: column; align-items: center; gap: .35rem; padding: .75rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; font-size: .8rem; }
  svg { color: ${theme.color.primary}; }
`

/** Shared UI primitives in every state. */
export function UiCatalogue() {
  return (
    <>
      <Entry id="button" name="ui/Button" note="Internal link (to), outside link (href, new tab) or action; four variants; disabled with a title.">
        <State label="Variants">
          <div css={row}>
            <Button>Primary action</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button disabled title="Invalid Calendly link">Disabled</Button>
          </div>
        </State>
        <State label="On a dark band">
          <div css={[row, dark]}>
            <Button variant="light">Light</Button>
            <Button variant="ghost" css={css`color: #fff;`}>Ghost on dark</Button>
          </div>
        </State>
        <State label="Links">
          <div css={row}>
            <Button to="/contact">Internal link</Button>
            <Button href="https://calendly.com/lumenaut/30min">Booking link (new tab)</Button>
          </div>
        </State>
      </Entry>
      <Entry id="section-heading" name="ui/SectionHeading" note="Title cut at 45 characters, description at 150; a highlighted part; centred or left; light or dark.">
        <State label="Centred, highlighted">
          <SectionHeading title="Automation That Pays for Itself" highlight="Pays for Itself" description="A short description under the title." />
        </State>
        <State label="Left aligned, long title and description cut">
          <SectionHeading align="left" title="A very long section title that goes well past the forty-five character limit" description={"A description that keeps going and going well beyond the one hundred and fifty character limit of the spec, so the cut and its ellipsis are visible here."} />
        </State>
        <State label="Dark tone">
          <div css={dark}><SectionHeading tone="dark" title="Our Delivery Process" highlight="Process" description="On navy." /></div>
        </State>
      </Entry>
      <Entry id="container" name="ui/Container" note="Centres content at the 1200 px container width with side padding.">
        <State label="Default">
          <Container><p css={css`background: ${theme.color.surfaceAlt}; padding: 1rem; margin: 0;`}>Content inside the container.</p></Container>
        </State>
      </Entry>
      <Entry id="icon" name="ui/Icon" note="Every icon name of the static copy; decorative unless given a label.">
        <State label={`All ${ICON_NAMES.length} icons`}>
          <ul css={icons}>
            {ICON_NAMES.map(name => <li key={name}><Icon name={name} size={28} />{name}</li>)}
          </ul>
        </State>
      </Entry>
      <Entry id="platform-logo" name="ui/PlatformLogo" note="A platform logo; a file that fails becomes a circle with the first letter.">
        <State label="Loaded and failed">
          <div css={row}>
            <PlatformLogo src="/assets/platforms/n8n.svg" name="n8n" />
            <PlatformLogo src="/assets/platforms/zapier.svg" name="Zapier" />
            <PlatformLogo src="/assets/platforms/missing-logo.svg" name="Airtable" />
          </div>
        </State>
      </Entry>
      <Entry id="sized-image" name="sections/SizedImage" note="The site's image in a box of fixed height: placeholder, fade-in within 100 px of the viewport, or 'Failed to load image'.">
        <State label="Loaded and failed">
          <div css={[row, css`> div { flex: 1 1 240px; border-radius: ${theme.radius.md}; }`]}>
            <SizedImage image={{ src: "/assets/portfolio/default.png", alt: "", image: null }} height={160} />
            <SizedImage image={{ src: "/assets/platforms/missing-logo.svg", alt: "", image: null }} height={160} />
          </div>
        </State>
      </Entry>
    </>
  )
}
