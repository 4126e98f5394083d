/** The renderer on its own: escaping, sandbox, blocks, variables, MJML, inlined CSS, text part. */
import { describe, expect, it } from "vitest";
import { renderEmail, type RenderInput } from "./index.js";

function input(over: Partial<RenderInput>): RenderInput {
  return {
    subject: "Thank you, {{ FirstName }}",
    preheader: "",
    html: "<p>Hello {{ FirstName }}</p>",
    text: null,
    blocks: {},
    variables: { FirstName: "Ada" },
    ...over,
  };
}

describe("renderEmail", () => {
  it("fills variables, escapes them in HTML and keeps them as text in the subject", async () => {
    const out = await renderEmail(input({ variables: { FirstName: "<script>alert(1)</script>" } }));
    expect(out.subject).toBe("Thank you, <script>alert(1)</script>");
    expect(out.html).not.toContain("<script>");
    expect(out.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out.text).toContain("Hello <script>alert(1)</script>");
    expect(out.problems).toEqual([]);
  });

  it("reports unknown variables and renders them empty", async () => {
    const out = await renderEmail(
      input({ html: "<p>{{ Nickname }} {{ campaign.title }} {{ campaign.secret }}</p>" }),
    );
    expect(out.problems).toEqual([
      { kind: "unknownVariable", name: "Nickname", part: "html" },
      { kind: "unknownVariable", name: "campaign.secret", part: "html" },
    ]);
  });

  it("cannot reach prototypes, files or code", async () => {
    const out = await renderEmail(
      input({
        html: '<p>[{{ FirstName.constructor }}][{{ "x" | constructor }}]</p>{% include "/etc/passwd" %}',
      }),
    );
    expect(out.html).not.toContain("function");
    expect(out.html).not.toContain("root:");
    expect(out.problems.map((problem) => problem.kind)).toContain("syntax");
  });

  it("inserts blocks by name and reports an unknown one", async () => {
    const out = await renderEmail(
      input({
        html: '<p>Hi</p>{% include "footer" %}{% include "missing" %}',
        blocks: { footer: "<p class='legal'>Bye {{ FirstName }}</p>" },
      }),
    );
    expect(out.html).toContain("Bye Ada");
    expect(out.problems).toEqual([{ kind: "unknownBlock", name: "missing", part: "html" }]);
  });

  it("sets a fragment in a responsive layout with its CSS inlined and a preheader", async () => {
    const out = await renderEmail(
      input({
        preheader: "Your receipt, {{ FirstName }}",
        html: '<style>.big { color: #ff0000; }</style><p class="big">Hello</p>',
      }),
    );
    expect(out.html).toMatch(/<p class="big" style="color: ?#ff0000;?"/);
    expect(out.html).toContain("@media only screen and (min-width:480px)");
    expect(out.html).toContain("Your receipt, Ada");
    expect(out.preheader).toBe("Your receipt, Ada");
  });

  it("compiles an MJML body as it is", async () => {
    const out = await renderEmail(
      input({
        html: '<mjml><mj-body><mj-section><mj-column><mj-button href="https://example.org">Give {{ FirstName }}</mj-button></mj-column></mj-section></mj-body></mjml>',
      }),
    );
    expect(out.html).toContain("https://example.org");
    expect(out.html).toContain("Give Ada");
    expect(out.text).toContain("Give Ada");
  });

  it("generates the text part from the HTML, or renders the given one", async () => {
    const generated = await renderEmail(
      input({ html: "<h1>Thanks</h1><p>Gift of {{ Amount }}</p>", variables: { Amount: "25.00" } }),
    );
    expect(generated.text).toMatch(/THANKS\s+Gift of 25\.00/);
    const given = await renderEmail(input({ text: "Plain {{ FirstName }} & co" }));
    expect(given.text).toBe("Plain Ada & co");
  });

  it("reports a syntax error in the part it is in", async () => {
    const out = await renderEmail(input({ subject: "Hi {{ FirstName " }));
    expect(out.subject).toBe("");
    expect(out.problems).toHaveLength(1);
    expect(out.problems[0]).toMatchObject({ kind: "syntax", part: "subject" });
  });
});
