import { DEFAULT_IMAGE, imageRef } from "./images"
import type { FileInput, ImageRef } from "./images"
import { LIMITS } from "./limits"

export interface ClientInput {
  id: string
  name?: string | null
  title?: string | null
  logo?: FileInput | null
  logoUrl?: string | null
}

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
