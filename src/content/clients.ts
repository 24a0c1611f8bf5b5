import { DEFAULT_IMAGE, imageRef } from "./images"
import type { FileField, ImageRef } from "./images"
import { LIMITS } from "./limits"
import type { NodeInput } from "./node-input"

/** A client node as the queries select it. */
export type ClientInput = NodeInput<Queries.DirectusClient, "name" | "title" | "logo" | "logoUrl", { logo: FileField }>

export interface ClientLogo {
  id: string
  name: string
  logo: ImageRef
}

/** Up to six client logos (spec 000 §9); an empty list means the hero shows placeholders. */
export function clientLogos(clients: readonly ClientInput[]): ClientLogo[] {
  return clients.slice(0, LIMITS.clientLogos).map(client => {
    const name = client.name ?? client.title ?? ""
    return { id: client.id, name, logo: imageRef(client.logo, client.logoUrl, DEFAULT_IMAGE.clientLogo, name) }
  })
}
