/**
 * The responsive frame of a message (decision 0039). A body that is MJML (`<mjml>…`) is used as
 * it is; any other body is an HTML fragment set in a one-column, 600 px MJML layout (fluid on
 * phones), its `<style>` elements moved into an inlined `<mj-style>` so mail clients that drop
 * `<style>` still see the CSS. The preheader becomes the hidden preview line.
 */

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** Whether a body is MJML source. */
export function isMjml(body: string): boolean {
  return /^\s*<mjml[\s>]/i.test(body);
}

function preview(preheader: string): string {
  return preheader === "" ? "" : `<mj-preview>${preheader}</mj-preview>`;
}

/** The MJML document of a rendered body; `preheader` is already escaped. */
export function toMjml(body: string, preheader: string): string {
  if (isMjml(body)) {
    if (preheader === "" || /<mj-preview[\s>]/i.test(body)) return body;
    if (/<mj-head[\s>]/i.test(body))
      return body.replace(/<mj-head([^>]*)>/i, `<mj-head$1>${preview(preheader)}`);
    return body.replace(/<mjml([^>]*)>/i, `<mjml$1><mj-head>${preview(preheader)}</mj-head>`);
  }
  const styles: string[] = [];
  const html = body.replace(STYLE_ELEMENT, (_match, css: string) => {
    styles.push(css);
    return "";
  });
  const style =
    styles.length === 0 ? "" : `<mj-style inline="inline">${styles.join("\n")}</mj-style>`;
  return [
    "<mjml>",
    "<mj-head>",
    preview(preheader),
    '<mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="16px" line-height="1.5" color="#1f2933" /></mj-attributes>',
    style,
    "</mj-head>",
    '<mj-body width="600px" background-color="#ffffff">',
    '<mj-section padding="16px 0"><mj-column>',
    `<mj-text>${html}</mj-text>`,
    "</mj-column></mj-section>",
    "</mj-body>",
    "</mjml>",
  ].join("");
}
