import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { list, str } from "../../../plugins/gatsby-source-directus/src/fields"
import { link } from "../fields"

/** Pictures with a caption each (a case study's gallery); an image is a site path or https URL. */
export const gallery = defineBlock({
  name: "block_gallery",
  nodeType: "DirectusBlockGallery",
  editor: { icon: "photo_library", note: "Pictures with captions (a case study's gallery)" },
  fields: [
    // A repeater row cannot hold a file relation: its images are site paths or URLs.
    list("images", "{{ caption }}", [
      link("image", "The picture: a site path (/assets/x.webp) or https URL"), str("caption", "Shown over the picture on hover or focus"),
      str("alt", "What the picture shows (for screen readers)"),
    ], "The pictures, in order"),
  ],
  layouts: {
    grid: { text: "Grid", uses: ["highlighted_text", "description", "images"], hydrate: "never" },
  },
})
