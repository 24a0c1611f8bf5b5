/** What starts in the background once a page has been used, or a minute after start-up: one chunk outside the first load. */
export { resumeOutbox } from "./outbox-sender"
export { hasUnsentInput } from "./unsent-input"
export { checkVersion, currentVersion, startVersionCheck } from "./version-check"
