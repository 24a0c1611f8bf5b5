/** The Meta Pixel's command queue (its official snippet, typed); fbevents.js drains it once loaded. */
interface PixelQueue {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push: PixelQueue
  loaded: boolean
  version: string
}

let initialised = false

export function startPixel(pixelId: string): void {
  if (!window.fbq) {
    const fbq = function (this: unknown) {
      // eslint-disable-next-line prefer-rest-params
      const args = arguments
      if (fbq.callMethod) fbq.callMethod.apply(this, args as unknown as unknown[])
      else fbq.queue.push(args)
    } as unknown as PixelQueue
    fbq.queue = []
    fbq.push = fbq
    fbq.loaded = true
    fbq.version = "2.0"
    window.fbq = fbq
    ;(window as unknown as { _fbq: PixelQueue })._fbq = fbq
  }
  window.fbq("consent", "grant")
  if (!initialised) {
    window.fbq("init", pixelId)
    window.fbq("track", "PageView")
    initialised = true
  }
}

export function revokePixel(): void {
  window.fbq?.("consent", "revoke")
}
