import { render, screen } from "@testing-library/react"
import { DetailIntro } from "../../../src/components/detail/DetailIntro"
import { detailBody } from "../../../src/content/detail-body"

const PAYLOAD = `<img src=x onerror="alert(1)"><script>alert(2)</script>`

test("without a rich description the plain short description shows as text, markup and all", () => {
  const { container } = render(<DetailIntro title="Payload" body={detailBody("", PAYLOAD)} />)
  expect(screen.getByText(PAYLOAD)).toBeInTheDocument()
  expect(container.querySelector("img, script")).toBeNull()
})

test("the rich (build-time sanitised) description is rendered as HTML", () => {
  render(<DetailIntro title="Rich" body={detailBody("<p><strong>Bold</strong> claim</p>", PAYLOAD)} />)
  expect(screen.getByText("Bold").tagName).toBe("STRONG")
  expect(screen.queryByText(PAYLOAD)).toBeNull()
})
