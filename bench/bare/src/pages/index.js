// One page of plain text, with the head a fair SEO and accessibility audit needs.
export default function BarePage() {
  return (
    <main>
      <h1>A bare Gatsby page</h1>
      <p>This page is the benchmark's reference: Gatsby and React as they come, with none of the site's code.</p>
      <p>Every route of the site is measured beside it, in the same run, so a slow moment of the machine shows in both.</p>
    </main>
  )
}

export function Head() {
  return (
    <>
      <html lang="en" />
      <title>A bare Gatsby page</title>
      <meta name="description" content="The reference page the site's Lighthouse benchmark compares every route against." />
      {/* No icon file: without this the browser asks for /favicon.ico and logs its 404 as an error. */}
      <link rel="icon" href="data:," />
    </>
  )
}
