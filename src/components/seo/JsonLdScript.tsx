import { serializeJsonLd } from "./structured-data"

/** One structured-data block; serialised so that content can never close the script element. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
