/**
 * The template body as CodeMirror 6 (decision 0052): HTML/MJML highlighting (`lang-html`; MJML's
 * `mj-*` tags are parsed as elements), Liquid tags (`{{ … }}`, `{% … %}`) marked, the merge-tag
 * picker, undo history and bracket matching. Loaded lazily by `BodyEditor`, so CodeMirror is a
 * chunk of its own, fetched when a version is opened. Tab is not captured: keyboard users leave
 * the editor with Tab as from any field (Ctrl+Space opens the picker).
 */
import { autocompletion, completionKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { html } from "@codemirror/lang-html";
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  keymap,
  lineNumbers,
  type DecorationSet,
  type ViewUpdate,
} from "@codemirror/view";
import { useEffect, useRef } from "react";
import { mergeTagCompletions } from "./merge-tag-completions";

export interface CodeMirrorBodyProps {
  /** The id of the element that names the editor (its label). */
  readonly labelledBy: string;
  /** The id of the element that describes it (the hint under it). */
  readonly describedBy?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly variables: readonly string[];
  readonly blocks: readonly string[];
}

const liquidTags = new MatchDecorator({
  regexp: /\{\{[^}]*\}\}|\{%[^%]*%\}/g,
  decoration: Decoration.mark({ class: "cm-liquid" }),
});

const liquidHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = liquidTags.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = liquidTags.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const theme = EditorView.theme({
  "&": {
    fontSize: "0.875rem",
    border: "1px solid var(--color-line, #d0d5dd)",
    borderRadius: "0.375rem",
    backgroundColor: "var(--color-surface, #fff)",
    color: "var(--color-fg, #111)",
  },
  "&.cm-focused": { outline: "2px solid var(--color-ring, #2563eb)", outlineOffset: "2px" },
  ".cm-scroller": { fontFamily: "ui-monospace, monospace", minHeight: "18rem", maxHeight: "32rem" },
  ".cm-liquid": { color: "#7c3aed", fontWeight: "600" },
});

export default function CodeMirrorBody({
  labelledBy,
  describedBy,
  value,
  onChange,
  variables,
  blocks,
}: CodeMirrorBodyProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, blocks });
  useEffect(() => {
    latest.current = { onChange, blocks };
  }, [onChange, blocks]);

  useEffect(() => {
    if (host.current === null) return undefined;
    const attributes: Record<string, string> = { "aria-labelledby": labelledBy };
    if (describedBy !== undefined) attributes["aria-describedby"] = describedBy;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          html({ selfClosingTags: true }),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          liquidHighlight,
          autocompletion({
            override: [mergeTagCompletions(variables, () => latest.current.blocks)],
          }),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(attributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; value changes from outside are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor === null) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} data-slot="code-editor" />;
}
