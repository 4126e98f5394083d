// The system Chromium and the flags the e2e suite and the bench launch it with.
export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../tooling/chromium.mjs";
