import { describe, expect, it } from "vitest";
import { escapeHtml, markdownLite } from "./markdown-lite";

const ALLOWED_TAG = /^<\/?(?:h[1-6]|strong|em|ul|ol|li|p|br)>$/;

/** Every tag in the output is one of ours, without attributes. */
function onlyOwnTags(html: string): boolean {
  return (html.match(/<[^>]*>/g) ?? []).every((tag) => ALLOWED_TAG.test(tag));
}

describe("markdownLite", () => {
  it("renders headings # to ######", () => {
    expect(markdownLite("# Title")).toBe("<h1>Title</h1>");
    expect(markdownLite("###### Small ##")).toBe("<h6>Small</h6>");
    expect(markdownLite("####### seven")).toBe("<p>####### seven</p>");
    expect(markdownLite("#hashtag")).toBe("<p>#hashtag</p>");
  });

  it("renders bold and both italics", () => {
    expect(markdownLite("a **bold** and *it* and _it2_")).toBe(
      "<p>a <strong>bold</strong> and <em>it</em> and <em>it2</em></p>",
    );
    expect(markdownLite("## The **main** point")).toBe("<h2>The <strong>main</strong> point</h2>");
  });

  it("leaves snake_case names and lone markers alone", () => {
    expect(markdownLite("Meta_ccScanned and Meta_idScanned")).toBe(
      "<p>Meta_ccScanned and Meta_idScanned</p>",
    );
    expect(markdownLite("2 * 3 * 4")).toBe("<p>2 * 3 * 4</p>");
  });

  it("renders unordered and ordered lists", () => {
    expect(markdownLite("- one\n* **two**\n+ three")).toBe(
      "<ul><li>one</li><li><strong>two</strong></li><li>three</li></ul>",
    );
    expect(markdownLite("1. first\n2) second")).toBe("<ol><li>first</li><li>second</li></ol>");
    expect(markdownLite("- a\n1. b")).toBe("<ul><li>a</li></ul>\n<ol><li>b</li></ol>");
  });

  it("splits paragraphs on blank lines and keeps line breaks", () => {
    expect(markdownLite("one\ntwo\r\n\r\nthree")).toBe("<p>one<br>two</p>\n<p>three</p>");
    expect(markdownLite("")).toBe("");
    expect(markdownLite("\n\n")).toBe("");
  });

  it.each([
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    "[click](javascript:alert(1))",
    "![img](data:text/html;base64,PHNjcmlwdD4=)",
    "**<svg onload=alert(1)>**",
    "# <iframe src='vbscript:msgbox(1)'>",
    "- <b onmouseover=alert(1)>x</b>",
    "_<style>*{}</style>_",
    "&lt;script&gt; already escaped",
  ])("escapes XSS payload %j", (payload) => {
    const html = markdownLite(payload);
    expect(onlyOwnTags(html)).toBe(true);
    expect(html).not.toMatch(/<(?:script|img|a|svg|iframe|b|style)\b/i);
    // Once our own tags are removed, no markup character is left unescaped.
    expect(html.replace(/<\/?(?:h[1-6]|strong|em|ul|ol|li|p|br)>/g, "")).not.toMatch(/[<>"']/);
  });

  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
    expect(markdownLite("&lt;")).toBe("<p>&amp;lt;</p>");
    expect(markdownLite('**"quoted"**')).toBe("<p><strong>&quot;quoted&quot;</strong></p>");
  });
});
