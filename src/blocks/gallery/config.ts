import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { file, required, rows, str } from "../../../plugins/gatsby-source-directus/src/fields"

/** Pictures with a caption each (a case study's gallery). */
export const gallery = defineBlock({
  name: "block_gallery",
  nodeType: "DirectusBlockGallery",
  editor: { icon: "photo_library", note: "Pictures with captions (a case study's gallery)" },
  fields: [
    rows("images", "{{ caption }}", [
      required(file("image", "The picture: upload or pick one")), str("caption", "Shown over the picture on hover or focus"),
      str("alt", "What the picture shows (for screen readers)"),
    ], "The pictures, in order"),
  ],
  layouts: {
    grid: { text: "A grid of pictures", uses: ["highlighted_text", "description", "images"], hydrate: "never" },
  },
})
