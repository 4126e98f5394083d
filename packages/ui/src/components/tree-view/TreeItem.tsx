import { clsx } from "clsx";
import { ChevronRight, MoveRight } from "lucide-react";
import type { MouseEvent } from "react";
import { Badge } from "../badge/Badge";
import { IconButton } from "../button/IconButton";
import { Highlighted } from "./Highlighted";
import type { TreeNode, TreeViewItem } from "./tree-model";
import { shownChildren } from "./tree-rows";
import type { TreeViewLabels } from "./tree-view.labels";
import type { TreeDrag } from "./use-tree-drag";

/** What every item of one tree shares (one object, not a dozen props per level). */
export interface TreeItemShared {
  readonly idPrefix: string;
  readonly expanded: ReadonlySet<string>;
  /** The nodes a search keeps; `null` without a search. */
  readonly visible: ReadonlySet<string> | null;
  readonly matches: ReadonlySet<string>;
  readonly term: string;
  readonly activeId: string | null;
  readonly labels: TreeViewLabels;
  readonly drag: TreeDrag;
  readonly getHref: ((item: TreeViewItem) => string) | undefined;
  readonly onOpen: ((id: string) => void) | undefined;
  readonly onMovePick: ((id: string) => void) | undefined;
  readonly canMove: (item: TreeViewItem) => boolean;
  readonly toggle: (id: string) => void;
  readonly registerItem: (id: string, element: HTMLElement | null) => void;
}

export interface TreeItemProps {
  readonly node: TreeNode;
  readonly level: number;
  readonly position: number;
  readonly setSize: number;
  readonly shared: TreeItemShared;
}

/** A plain left click without modifier keys: the app navigates; others open a tab as usual. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function countsText(item: TreeViewItem, labels: TreeViewLabels): string {
  const parts: string[] = [];
  if (item.players !== undefined) parts.push(labels.players(item.players));
  if (item.activePlayers !== undefined) parts.push(labels.activePlayers(item.activePlayers));
  if (item.subteams !== undefined) parts.push(labels.subteams(item.subteams));
  return parts.join(" · ");
}

/**
 * One node: the row (`role="treeitem"`) with the open/close chevron, the title (a link when the
 * tree has `getHref`), the badge, the counts and the move action, then its shown children in a
 * `role="group"` list while it is open, which the row owns (`aria-owns`, as in the WAI-ARIA
 * navigation tree example), so the row's name is its own text, not the whole sub-tree's.
 */
export function TreeItem({ node, level, position, setSize, shared }: TreeItemProps) {
  const { item } = node;
  const { labels, drag, idPrefix } = shared;
  const children = shownChildren(node, shared.visible);
  const hasChildren = children.length > 0;
  const isOpen = hasChildren && shared.expanded.has(item.id);
  const isActive = shared.activeId === item.id;
  const movable = shared.canMove(item);
  const titleId = `${idPrefix}-title-${item.id}`;
  const countsId = `${idPrefix}-counts-${item.id}`;
  const badgeId = `${idPrefix}-badge-${item.id}`;
  const groupId = `${idPrefix}-group-${item.id}`;
  const counts = countsText(item, labels);
  // Named by everything the row shows (title, badge, counts), as WCAG's label-in-name asks.
  const labelledBy = [
    titleId,
    item.badge === undefined ? "" : badgeId,
    counts === "" ? "" : countsId,
  ]
    .filter((id) => id !== "")
    .join(" ");
  const href = shared.getHref?.(item);
  const title = <Highlighted text={item.title} term={shared.term} />;
  const dropState = drag.stateOf(item.id);

  return (
    <div role="none" data-slot="tree-node">
      <div
        ref={(element) => {
          shared.registerItem(item.id, element);
        }}
        role="treeitem"
        aria-labelledby={labelledBy}
        aria-level={level}
        aria-posinset={position}
        aria-setsize={setSize}
        aria-expanded={hasChildren ? isOpen : undefined}
        // Selection follows focus (a single-select tree): the focused node is the selected one.
        aria-selected={isActive}
        aria-owns={isOpen ? groupId : undefined}
        tabIndex={isActive ? 0 : -1}
        data-slot="tree-item"
        data-id={item.id}
        data-state={hasChildren ? (isOpen ? "open" : "closed") : "leaf"}
        data-match={shared.matches.has(item.id) || undefined}
        data-drop-state={dropState}
        {...drag.rowProps(item.id, movable)}
        style={{ paddingInlineStart: `${(level - 1) * 1.25 + 0.25}rem` }}
        className={clsx(
          "flex min-h-10 items-center gap-2 rounded-md border border-transparent pr-1",
          "outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
          "hover:bg-surface-muted",
          dropState === "target" && "border-dashed border-primary/40",
          dropState === "over" && "border-primary bg-primary-soft",
          dropState === "source" && "opacity-60",
          dropState === "dragging" && "opacity-80",
        )}
      >
        <span
          data-slot="tree-toggle"
          aria-hidden="true"
          className={clsx(
            "flex size-6 shrink-0 items-center justify-center rounded text-fg-muted",
            hasChildren ? "cursor-pointer hover:bg-surface-raised" : "invisible",
          )}
          onClick={() => {
            if (hasChildren) shared.toggle(item.id);
          }}
        >
          <ChevronRight size={16} className={clsx("transition-transform", isOpen && "rotate-90")} />
        </span>
        {/* Title, role and counts wrap inside their own box on a narrow screen: the title keeps
            its room and the move button stays in view. */}
        <span
          data-slot="tree-text"
          className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 py-1"
        >
          <span
            id={titleId}
            data-slot="tree-title"
            className="min-w-0 truncate text-sm font-medium text-fg"
          >
            {href === undefined ? (
              title
            ) : (
              <a
                href={href}
                tabIndex={-1}
                className="underline-offset-2 hover:underline"
                onClick={(event) => {
                  if (shared.onOpen === undefined || !isPlainClick(event)) return;
                  event.preventDefault();
                  shared.onOpen(item.id);
                }}
              >
                {title}
              </a>
            )}
          </span>
          {/* Spaces between the parts keep the row's text in words, as its name reads. */}{" "}
          {item.badge === undefined ? null : (
            <Badge id={badgeId} size="sm" data-slot="tree-badge">
              {item.badge}
            </Badge>
          )}{" "}
          <span
            id={countsId}
            data-slot="tree-counts"
            className="ml-auto text-xs whitespace-nowrap text-fg-muted tabular-nums"
          >
            {counts}
          </span>
        </span>
        {shared.onMovePick !== undefined && movable ? (
          // An icon alone (named, with a tooltip): visible text here would have to be part of
          // the node's name too (WCAG 2.5.3, label in name).
          <IconButton
            data-slot="tree-move"
            size="xs"
            icon={<MoveRight size={14} />}
            label={labels.move(item.title)}
            // In the tab order only on the focused node: Tab goes from the node to its action.
            tabIndex={isActive ? 0 : -1}
            onClick={() => shared.onMovePick?.(item.id)}
          />
        ) : null}
      </div>
      {isOpen ? (
        <div role="group" id={groupId} data-slot="tree-group">
          {children.map((child, index) => (
            <TreeItem
              key={child.item.id}
              node={child}
              level={level + 1}
              position={index + 1}
              setSize={children.length}
              shared={shared}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
