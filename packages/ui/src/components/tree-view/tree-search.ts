/**
 * Searching a tree: which nodes match a term, which stay visible and which open so every match
 * shows, and where in a title the term is (for highlighting). Matching ignores case and accents
 * ("montreal" finds "Montréal").
 */
import { ancestorIds, type Tree } from "./tree-model";

/** A character folded for comparison: no accents, lower case. May be longer than one unit. */
function foldChar(char: string): string {
  return char.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** Folds a whole text for comparison. */
export function foldText(text: string): string {
  let folded = "";
  for (const char of text) folded += foldChar(char);
  return folded;
}

/** A `[start, end)` range of a title, in UTF-16 units of the original text. */
export interface MatchRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Where `term` occurs in `text`, ignoring case and accents, as ranges of the original text (not
 * overlapping, left to right). No ranges for a blank term.
 */
export function matchRanges(text: string, term: string): MatchRange[] {
  const needle = foldText(term.trim());
  if (needle === "") return [];
  // The folded text, and for each of its units the original offset it came from.
  let folded = "";
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const part = foldChar(char);
    folded += part;
    origin.push(...new Array<number>(part.length).fill(offset));
    offset += char.length;
  }
  origin.push(offset);
  const ranges: MatchRange[] = [];
  for (
    let at = folded.indexOf(needle);
    at !== -1;
    at = folded.indexOf(needle, at + needle.length)
  ) {
    const start = origin[at] ?? offset;
    const last = origin[at + needle.length - 1] ?? offset;
    // The end is after the whole original character the match's last unit came from.
    const end = origin.find((value) => value > last) ?? offset;
    ranges.push({ start, end });
  }
  return ranges;
}

/** What a search makes of a tree. */
export interface TreeSearch {
  /** The nodes whose title contains the term. */
  readonly matches: ReadonlySet<string>;
  /** The nodes to show: matches, their ancestors (the way to them) and their descendants. */
  readonly visible: ReadonlySet<string>;
  /** The nodes to open so every match shows: the matches' ancestors. */
  readonly expand: ReadonlySet<string>;
}

/**
 * Searches the tree's titles for `term`; `null` for a blank term (nothing is filtered). A
 * match keeps its sub-tree (collapsed unless a deeper match opens it), so it can still be
 * browsed from there.
 */
export function searchTree(tree: Tree, term: string): TreeSearch | null {
  const needle = foldText(term.trim());
  if (needle === "") return null;
  const matches = new Set<string>();
  for (const node of tree.byId.values()) {
    if (foldText(node.item.title).includes(needle)) matches.add(node.item.id);
  }
  const visible = new Set<string>();
  const expand = new Set<string>();
  // Sub-trees already walked (a match below another match is walked once).
  const walked = new Set<string>();
  for (const id of matches) {
    for (const ancestor of ancestorIds(tree, id)) {
      expand.add(ancestor);
      visible.add(ancestor);
    }
    const stack = [id];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (walked.has(next)) continue;
      walked.add(next);
      visible.add(next);
      for (const child of tree.byId.get(next)?.children ?? []) stack.push(child.item.id);
    }
  }
  return { matches, visible, expand };
}

/** Whether a search found anything (a blank one counts as finding everything). */
export const searchFound = (search: TreeSearch | null): boolean =>
  search === null || search.matches.size > 0;
