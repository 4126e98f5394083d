import { clsx } from "clsx";
import { ChevronsDownUp, ChevronsUpDown, Network, SearchX } from "lucide-react";
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Button } from "../button/Button";
import {
  extendSearch,
  isPrintableKey,
  isSearchOngoing,
  NO_SEARCH,
  typeaheadMatch,
} from "../dropdown/typeahead";
import { EmptyState } from "../empty-state/EmptyState";
import { Spinner } from "../spinner/Spinner";
import { TreeItem, type TreeItemShared } from "./TreeItem";
import { ancestorIds, buildTree, parentIds, type Tree, type TreeViewItem } from "./tree-model";
import { visibleRows, treeKeyAction, type TreeRow } from "./tree-rows";
import { searchTree } from "./tree-search";
import { DEFAULT_TREE_VIEW_LABELS, type TreeViewLabels } from "./tree-view.labels";
import { useTreeDrag } from "./use-tree-drag";

/** Which nodes start open: the roots (default), every node, or the given ids. */
export type TreeViewDefaultExpanded = "roots" | "all" | readonly string[];

export interface TreeViewProps {
  /** The nodes as a flat list with parent ids (see `buildTree`). */
  readonly items: readonly TreeViewItem[];
  /** A search term: matches are highlighted, their ancestors opened, the rest hidden. */
  readonly search?: string | undefined;
  /** Loading: a spinner while there are no items yet, the tree marked busy otherwise. */
  readonly loading?: boolean | undefined;
  readonly defaultExpanded?: TreeViewDefaultExpanded | undefined;
  /** Makes each title a link to this address. */
  readonly getHref?: ((item: TreeViewItem) => string) | undefined;
  /** Enter on a node, or a plain click on its link: open it (the app navigates). */
  readonly onOpen?: ((id: string) => void) | undefined;
  /** A node was dropped on another: the caller confirms and saves the move. Enables dragging. */
  readonly onMoveRequest?: ((nodeId: string, newParentId: string) => void) | undefined;
  /** The "Move…" action of a node: the caller asks for the new parent (a picker). */
  readonly onMovePick?: ((nodeId: string) => void) | undefined;
  /** Opens the way to this node and makes it the tab stop (a team just moved, say). */
  readonly reveal?: string | undefined;
  /** Whether a node may move (drag and "Move…"); every node by default. */
  readonly canMove?: ((item: TreeViewItem) => boolean) | undefined;
  /** Shown before the expand/collapse buttons, e.g. the caller's search box. */
  readonly toolbar?: ReactNode;
  readonly labels?: Partial<TreeViewLabels> | undefined;
  readonly className?: string | undefined;
}

const everyNode = () => true;

function initialExpanded(tree: Tree, mode: TreeViewDefaultExpanded): Set<string> {
  if (mode === "all") return parentIds(tree);
  if (mode === "roots") return new Set(tree.roots.map((root) => root.item.id));
  return new Set(mode);
}

/** The row to keep focusable: the chosen one, else its nearest shown ancestor, else the first. */
function focusableId(rows: readonly TreeRow[], tree: Tree, chosen: string | null): string | null {
  const shown = new Set(rows.map((row) => row.node.item.id));
  for (let id = chosen; id !== null; id = tree.byId.get(id)?.parentId ?? null) {
    if (shown.has(id)) return id;
  }
  return rows[0]?.node.item.id ?? null;
}

/**
 * A hierarchy as a WAI-ARIA tree (`role="tree"`, `treeitem`, `group`): arrow keys, Home/End,
 * Enter to open a node, Space to open or close it, `*` for its siblings and type-ahead, with one
 * node in the tab order at a time. Each node shows its title, counts and badge. A search marks
 * the matches and opens the way to them. Nodes move by dragging one onto another, or by the
 * "Move…" action, which asks the caller for a picker; the tree itself never changes the data.
 */
export function TreeView({
  items,
  search = "",
  loading = false,
  defaultExpanded = "roots",
  getHref,
  onOpen,
  onMoveRequest,
  onMovePick,
  canMove = everyNode,
  reveal,
  toolbar,
  labels: labelOverrides,
  className,
}: TreeViewProps) {
  const labels = { ...DEFAULT_TREE_VIEW_LABELS, ...labelOverrides };
  const idPrefix = useId();
  const tree = useMemo(() => buildTree(items), [items]);
  const found = useMemo(() => searchTree(tree, search), [tree, search]);

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() =>
    initialExpanded(tree, defaultExpanded),
  );
  /** Opens these nodes too (an update on the latest state, so several in one render add up). */
  const openAlso = (ids: Iterable<string>) => {
    setExpanded((current) => {
      const next = new Set([...current, ...ids]);
      return next.size === current.size ? current : next;
    });
  };
  // The default applies when the first nodes arrive (the tree may mount while loading).
  const [seeded, setSeeded] = useState(tree.roots.length > 0);
  if (!seeded && tree.roots.length > 0) {
    setSeeded(true);
    setExpanded(initialExpanded(tree, defaultExpanded));
  }
  // A new search opens the way to its matches (the person may close them again).
  const [openedFor, setOpenedFor] = useState<typeof found>(null);
  if (found !== openedFor) {
    setOpenedFor(found);
    if (found !== null) openAlso(found.expand);
  }

  const [chosenId, setChosenId] = useState<string | null>(null);
  // `reveal` opens the way to its node and makes it the tab stop, again for each new tree (the
  // node may have moved).
  const [revealedIn, setRevealedIn] = useState<{ id: string; tree: Tree } | null>(null);
  if (
    reveal !== undefined &&
    tree.byId.has(reveal) &&
    (revealedIn?.id !== reveal || revealedIn.tree !== tree)
  ) {
    setRevealedIn({ id: reveal, tree });
    setChosenId(reveal);
    openAlso(ancestorIds(tree, reveal));
  }

  const rows = useMemo(
    () => visibleRows(tree.roots, expanded, found?.visible ?? null),
    [tree, expanded, found],
  );
  const activeId = focusableId(rows, tree, chosenId);

  const elements = useRef(new Map<string, HTMLElement>());
  const registerItem = useCallback((id: string, element: HTMLElement | null) => {
    if (element === null) elements.current.delete(id);
    else elements.current.set(id, element);
  }, []);
  const typed = useRef(NO_SEARCH);

  const focusRow = (index: number) => {
    const id = rows[index]?.node.item.id;
    if (id === undefined) return;
    setChosenId(id);
    elements.current.get(id)?.focus();
  };

  const setOpen = (id: string, open: boolean) => {
    if (!open) {
      // Closing a node whose sub-tree holds the focus (a child, an action) keeps it on the node.
      const element = elements.current.get(id);
      const focused = document.activeElement;
      const node = element?.parentElement;
      if (element !== undefined && focused !== element && node?.contains(focused) === true) {
        setChosenId(id);
        element.focus();
      }
    }
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const toggle = (id: string) => {
    setOpen(id, !expanded.has(id));
  };

  const drag = useTreeDrag(tree, onMoveRequest);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.getAttribute("role") !== "treeitem") return;
    const index = rows.findIndex((row) => row.node.item.id === target.dataset.id);
    if (index === -1) return;
    const at = event.timeStamp;
    const typing =
      isPrintableKey(event) && (event.key !== " " || isSearchOngoing(typed.current, at));
    const action = typing && event.key !== "*" ? null : treeKeyAction(event.key, rows, index);
    if (action === null) {
      if (!typing) return;
      typed.current = extendSearch(typed.current, event.key, at);
      const titles = rows.map((row) => row.node.item.title);
      const match = typeaheadMatch(titles, typed.current.text, index);
      event.preventDefault();
      if (match !== -1) focusRow(match);
      return;
    }
    event.preventDefault();
    switch (action.type) {
      case "focus":
        focusRow(action.index);
        break;
      case "expand":
        setOpen(action.id, true);
        break;
      case "collapse":
        setOpen(action.id, false);
        break;
      case "toggle":
        toggle(action.id);
        break;
      case "expandSiblings":
        openAlso(action.ids);
        break;
      case "activate":
        if (onOpen !== undefined) onOpen(action.id);
        else if (rows[index]?.children.length) toggle(action.id);
        break;
    }
  };

  const shared: TreeItemShared = {
    idPrefix,
    expanded,
    visible: found?.visible ?? null,
    matches: found?.matches ?? new Set(),
    term: search,
    activeId,
    labels,
    drag,
    getHref,
    onOpen,
    onMovePick,
    canMove,
    toggle,
    registerItem,
  };

  const empty = items.length === 0;
  const body =
    empty && loading ? (
      <div
        role="status"
        data-slot="tree-loading"
        className="flex items-center justify-center gap-2 py-12 text-sm text-fg-muted"
      >
        <Spinner size={16} />
        {labels.loading}
      </div>
    ) : empty ? (
      <EmptyState
        compact
        headingLevel={3}
        icon={<Network size={20} />}
        title={labels.emptyTitle}
        description={labels.emptyDescription}
      />
    ) : found !== null && found.matches.size === 0 ? (
      <EmptyState
        compact
        headingLevel={3}
        icon={<SearchX size={20} />}
        title={labels.noMatchesTitle(search.trim())}
        description={labels.noMatchesDescription}
      />
    ) : (
      <div
        role="tree"
        // Focusable by script only: the tab stop is the focused node (roving tabindex).
        tabIndex={-1}
        aria-label={labels.tree}
        aria-busy={loading || undefined}
        data-slot="tree"
        className="flex flex-col"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const item = event.target.closest<HTMLElement>("[data-slot=tree-item]");
          const id = item?.dataset.id;
          if (id !== undefined && id !== chosenId) setChosenId(id);
        }}
      >
        {rows
          .filter((row) => row.level === 1)
          .map((row) => (
            <TreeItem
              key={row.node.item.id}
              node={row.node}
              level={1}
              position={row.position}
              setSize={row.setSize}
              shared={shared}
            />
          ))}
      </div>
    );

  return (
    <div
      data-slot="tree-view"
      data-state={loading ? "loading" : empty ? "empty" : "ready"}
      className={clsx("flex flex-col gap-3", className)}
    >
      <div data-slot="tree-toolbar" className="flex flex-wrap items-center gap-2">
        {toolbar === undefined ? null : <div className="min-w-0 flex-1 basis-56">{toolbar}</div>}
        <div className="ml-auto flex items-center gap-1">
          {loading && !empty ? <Spinner size={16} label={labels.loading} /> : null}
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronsUpDown size={14} />}
            disabled={empty}
            onClick={() => {
              setExpanded(parentIds(tree));
            }}
          >
            {labels.expandAll}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronsDownUp size={14} />}
            disabled={empty}
            onClick={() => {
              setExpanded(new Set());
            }}
          >
            {labels.collapseAll}
          </Button>
        </div>
      </div>
      <p aria-live="polite" data-slot="tree-drag-hint" className="sr-only">
        {drag.active ? labels.dragHint : ""}
      </p>
      {body}
    </div>
  );
}
