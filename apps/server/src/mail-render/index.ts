/** Rendering of e-mail template versions (decision 0039): LiquidJS, MJML, inlined CSS, text part. */
export { renderEmail } from "./render-email.js";
export type { MessagePart, RenderInput, RenderProblem, RenderedEmail } from "./render-email.js";
export { isMjml, toMjml } from "./layout.js";
