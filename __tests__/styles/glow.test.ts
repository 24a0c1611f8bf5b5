import { HERO_GLOW } from "../../src/components/layout/hero/rules"
import { glowClip, glowGradient } from "../../src/styles/glow"
import type { Glow } from "../../src/styles/glow"

const { violet, cyan } = HERO_GLOW

/** The clip's rectangle in a box of `width` × `height`, as the browser computes each `max(0px, calc(P% - Rpx))` inset. */
function clipRect(clip: string, width: number, height: number) {
  const insets = [...clip.matchAll(/max\(0px, calc\((-?[\d.]+)% - ([\d.]+)px\)\)/g)].map(([, percent, px], side) =>
    Math.max(0, (Number(percent) / 100) * (side % 2 === 0 ? height : width) - Number(px))
  )
  expect(insets).toHaveLength(4)
  const [top, right, bottom, left] = insets
  return { top, right: width - right, bottom: height - bottom, left }
}

/** Where the glow is not yet transparent: the ellipse at `fade` of its radii, within the box. */
function visibleRect({ radius: [rx, ry], at: [x, y], fade }: Glow, width: number, height: number) {
  const [cx, cy] = [(x / 100) * width, (y / 100) * height]
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)
  return { top: clamp(cy - ry * fade, height), right: clamp(cx + rx * fade, width), bottom: clamp(cy + ry * fade, height), left: clamp(cx - rx * fade, width) }
}

test("the hero's glows are the radial gradients its band had: their size, centre and fade", () => {
  expect(glowGradient(violet)).toBe("radial-gradient(1200px 500px at 85% -10%, rgba(109,94,245,.45), transparent 60%)")
  expect(glowGradient(cyan)).toBe("radial-gradient(900px 420px at -10% 110%, rgba(34,211,238,.18), transparent 60%)")
})

test.each([
  [375, 980],
  [412, 1100],
  [1440, 640],
  [2560, 520],
  [320, 180],
])("in a %i × %i band each clip keeps exactly the rectangle its glow paints", (width, height) => {
  for (const glow of [violet, cyan]) {
    const clip = clipRect(glowClip(glow), width, height)
    const visible = visibleRect(glow, width, height)
    for (const side of ["top", "right", "bottom", "left"] as const) expect(clip[side]).toBeCloseTo(visible[side], 6)
  }
})

test("on a phone the hero's glows leave most of the band unshaded", () => {
  const [width, height] = [412, 1100]
  const area = (r: { top: number; right: number; bottom: number; left: number }) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top)
  const shaded = area(clipRect(glowClip(violet), width, height)) + area(clipRect(glowClip(cyan), width, height))
  expect(shaded / (width * height)).toBeLessThan(0.5)
})
