export * from "./score"
export * from "./rows"
export * from "./sources"
