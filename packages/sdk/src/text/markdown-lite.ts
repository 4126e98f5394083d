// Markdown-lite (spec §5): headings, bold, italic, ordered and unordered lists and paragraphs.
//
// Safety by construction: the whole input is HTML-escaped FIRST, and the converter only ever adds
// the fixed, attribute-free tags below. The syntax has no links or images, so no URL (javascript:,
// data:, vbscript: or any other) can be emitted; such text stays inert, escaped text.

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Inline marks on already-escaped text: **bold**, then *italic* and _italic_. */
function inline(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, "<strong>$1</strong>")
    .replace(/\*(?=\S)([^*]*?\S)\*/g, "<em>$1</em>")
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, "$1<em>$2</em>");
}

type Block =
  | { readonly kind: "heading"; readonly level: number; readonly text: string }
  | { readonly kind: "ul" | "ol"; readonly items: string[] }
  | { readonly kind: "p"; readonly lines: string[] };

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const UNORDERED = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

function toBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    const last = blocks.at(-1);
    const heading = HEADING.exec(line);
    const unordered = UNORDERED.exec(line);
    const ordered = unordered ? null : ORDERED.exec(line);
    if (line.trim() === "") {
      blocks.push({ kind: "p", lines: [] });
    } else if (heading) {
      blocks.push({ kind: "heading", level: heading[1]?.length ?? 1, text: heading[2] ?? "" });
    } else if (unordered || ordered) {
      const kind = unordered ? "ul" : "ol";
      const item = (unordered ?? ordered)?.[1] ?? "";
      if (last?.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (last?.kind === "p") {
      last.lines.push(line.trim());
    } else {
      blocks.push({ kind: "p", lines: [line.trim()] });
    }
  }
  return blocks;
}

function render(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `<h${block.level}>${inline(block.text)}</h${block.level}>`;
    case "ul":
    case "ol":
      return `<${block.kind}>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${block.kind}>`;
    case "p":
      return block.lines.length === 0 ? "" : `<p>${block.lines.map(inline).join("<br>")}</p>`;
  }
}

/**
 * Converts markdown-lite to HTML. Lines inside a paragraph are kept apart with `<br>`; blank lines
 * separate paragraphs; a run of list lines of one kind makes one list.
 */
export function markdownLite(text: string): string {
  const lines = escapeHtml(text).split(/\r\n|\r|\n/);
  return toBlocks(lines)
    .map(render)
    .filter((html) => html !== "")
    .join("\n");
}
