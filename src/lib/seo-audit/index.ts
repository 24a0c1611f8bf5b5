export * from "./score"
export * from "./rows"
