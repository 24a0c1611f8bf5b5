// Gatsby needs an entry file; the plugin's work is in gatsby-node.ts.
