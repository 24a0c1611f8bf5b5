/** What starts once a page has loaded and the browser is idle: one chunk outside the first load. */
export { resumeOutbox } from "./outbox-sender"
export { hasUnsentInput } from "./unsent-input"
export { currentVersion, startVersionCheck } from "./version-check"
