import { Fragment } from "react";
import { matchRanges } from "./tree-search";

/** A text with each occurrence of `term` marked (`<mark>`), ignoring case and accents. */
export function Highlighted({ text, term }: { readonly text: string; readonly term: string }) {
  const ranges = matchRanges(text, term);
  if (ranges.length === 0) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark
        key={`m${start}`}
        data-slot="tree-match"
        className="rounded-sm bg-warning-soft px-0.5 text-fg"
      >
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
