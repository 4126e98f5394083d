/**
 * Renders a template version into a message (decision 0039): merge tags filled by the sandboxed
 * LiquidJS engine (HTML parts escaped, text parts not), blocks inserted by name, the body set
 * in responsive MJML and compiled with its CSS inlined, and a plain-text part generated from the
 * HTML when the version has none. What cannot be filled is reported, never thrown: an unknown
 * variable renders empty, an unknown block renders nothing, a syntax error leaves its part
 * empty (the caller decides whether a problem stops a send).
 */
import { blockNamesIn } from "@canvass/sdk/email-templates";
import { convert } from "html-to-text";
import type { Liquid } from "liquidjs";
import mjml2html, { assignComponents, components } from "mjml-core";
import preset from "mjml-preset-core";
import { assignDependencies, dependencies } from "mjml-validator";
import { createEngine, unknownVariables } from "./liquid-engine.js";
import { toMjml } from "./layout.js";

assignComponents(components, preset.components);
assignDependencies(dependencies, preset.dependencies);

export type MessagePart = "subject" | "preheader" | "html" | "text";

/** Something the renderer could not fill (the contract's `EmailVariableProblem`). */
export interface RenderProblem {
  readonly kind: "unknownVariable" | "unknownBlock" | "syntax";
  readonly name: string;
  readonly part: MessagePart;
}

/** What to render. `blocks` maps a block name to its content in the message's locale. */
export interface RenderInput {
  readonly subject: string;
  readonly preheader: string;
  readonly html: string;
  readonly text: string | null;
  readonly blocks: Readonly<Record<string, string>>;
  readonly variables: Readonly<Record<string, unknown>>;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly preheader: string;
  readonly html: string;
  readonly text: string;
  readonly problems: readonly RenderProblem[];
}

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? message).slice(0, 500);
}

async function renderPart(
  engine: Liquid,
  source: string,
  part: MessagePart,
  variables: Readonly<Record<string, unknown>>,
  problems: RenderProblem[],
): Promise<string> {
  try {
    for (const name of unknownVariables(engine, source)) {
      problems.push({ kind: "unknownVariable", name, part });
    }
    const rendered: unknown = await engine.parseAndRender(source, variables);
    return typeof rendered === "string" ? rendered : String(rendered);
  } catch (error) {
    problems.push({ kind: "syntax", name: firstLine((error as Error).message), part });
    return "";
  }
}

/** The blocks the sources insert, with an empty stand-in (and a problem) for each unknown one. */
function resolveBlocks(
  sources: readonly (readonly [MessagePart, string])[],
  blocks: Readonly<Record<string, string>>,
  problems: RenderProblem[],
): Record<string, string> {
  const known: Record<string, string> = { ...blocks };
  for (const [part, source] of sources) {
    for (const name of blockNamesIn(source)) {
      if (Object.hasOwn(known, name)) continue;
      problems.push({ kind: "unknownBlock", name, part });
      known[name] = "";
    }
  }
  return known;
}

/** Renders one message; never throws for bad template content (see `problems`). */
export async function renderEmail(input: RenderInput): Promise<RenderedEmail> {
  const problems: RenderProblem[] = [];
  const sources: (readonly [MessagePart, string])[] = [
    ["subject", input.subject],
    ["preheader", input.preheader],
    ["html", input.html],
  ];
  if (input.text !== null && input.text !== "") sources.push(["text", input.text]);
  const blocks = resolveBlocks(sources, input.blocks, problems);
  for (const [name, content] of Object.entries(input.blocks)) {
    if (!sources.some(([, source]) => blockNamesIn(source).includes(name))) continue;
    for (const variable of unknownVariables(createEngine({}, false), content)) {
      problems.push({ kind: "unknownVariable", name: variable, part: "html" });
    }
  }
  const escaped = createEngine(blocks, true);
  const plain = createEngine(blocks, false);
  const subject = (await renderPart(plain, input.subject, "subject", input.variables, problems))
    .replace(/\s+/g, " ")
    .trim();
  const preheader = (
    await renderPart(plain, input.preheader, "preheader", input.variables, problems)
  ).trim();
  const body = await renderPart(escaped, input.html, "html", input.variables, problems);
  const compiled = await mjml2html(toMjml(body, escapeHtml(preheader)), {
    validationLevel: "soft",
    keepComments: false,
  });
  const html = compiled.html;
  const text =
    input.text !== null && input.text !== ""
      ? await renderPart(plain, input.text, "text", input.variables, problems)
      : convert(html, {
          wordwrap: 78,
          selectors: [
            { selector: "img", format: "skip" },
            { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
            { selector: "div.mj-preheader", format: "skip" },
          ],
        });
  return { subject, preheader, html, text: text.trim(), problems };
}
