/**
 * Turning the contract's path templates into Fastify routes. The contract writes parameters as
 * whole segments (`/players/{id}/`, `/assets/players/{id}/player.png`, `/sourcecodes/{id}`) and its
 * trailing slashes are significant, so a template maps one to one onto a find-my-way path.
 */

const PARAM_SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const STATIC_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=@-]*$/;

/** One segment of a path template: static text or a named parameter. */
type Segment = { readonly param: string } | { readonly text: string };

function segmentsOf(template: string): Segment[] {
  if (!template.startsWith("/")) throw new Error(`Path template must start with "/": ${template}`);
  return template
    .slice(1)
    .split("/")
    .map((part) => {
      const param = PARAM_SEGMENT.exec(part)?.[1];
      if (param !== undefined) return { param };
      if (!STATIC_SEGMENT.test(part) || part.includes(":")) {
        // A parameter inside a segment (`{id}.json`) or a colon would need find-my-way's
        // multi-parameter syntax; the contract has none, so refuse rather than route wrongly.
        throw new Error(`Unsupported path segment "${part}" in ${template}`);
      }
      return { text: part };
    });
}

/** `/players/{id}/` → `/players/:id/` (the trailing slash is kept). */
export function toFastifyPath(template: string): string {
  return (
    "/" +
    segmentsOf(template)
      .map((segment) => ("param" in segment ? `:${segment.param}` : segment.text))
      .join("/")
  );
}

/** The parameter names of a template, in order. */
export function pathParamNames(template: string): string[] {
  return segmentsOf(template).flatMap((segment) => ("param" in segment ? [segment.param] : []));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A matcher for a concrete URL path (used for "did you mean" hints, not for routing). */
export function templateMatcher(template: string): RegExp {
  const body = segmentsOf(template)
    .map((segment) => ("param" in segment ? "[^/]+" : escapeRegExp(segment.text)))
    .join("/");
  return new RegExp(`^/${body}$`);
}

/** Joins a mount prefix (`/api`, `` or `/log`) and a template path. */
export function joinMount(prefix: string, template: string): string {
  return `${prefix}${template}`;
}
