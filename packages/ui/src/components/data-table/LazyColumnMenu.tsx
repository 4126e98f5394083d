import { Columns3 } from "lucide-react";
import {
  Suspense,
  lazy,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { Button } from "../button/Button";
import type { ColumnVisibilityMenuProps } from "./ColumnVisibilityMenu";

const loadMenu = () => import("./ColumnVisibilityMenu");
const ColumnVisibilityMenu = lazy(async () => ({
  default: (await loadMenu()).ColumnVisibilityMenu,
})) as <T>(props: ColumnVisibilityMenuProps<T>) => ReactNode;

/** The keys that open a menu from its trigger (as Radix's trigger reads them). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The column menu, its code (Radix's menu) loaded when first wanted: the button is drawn at once
 * and opens the menu the way the menu's own trigger does (pointer down, Enter, Space, Arrow
 * Down); pointing at it or focusing it starts loading early. A list's first paint does not wait
 * for a menu it may never open (decision 0027).
 */
export function LazyColumnMenu<T>(props: ColumnVisibilityMenuProps<T>) {
  const [wanted, setWanted] = useState(props.defaultOpen === true);
  const preload = () => {
    void loadMenu();
  };
  const placeholder = (
    <Button
      variant="secondary"
      size="sm"
      icon={<Columns3 size={14} />}
      aria-haspopup="menu"
      aria-expanded={wanted}
      data-state={wanted ? "open" : "closed"}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setWanted(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {props.triggerLabel}
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ColumnVisibilityMenu<T> {...props} defaultOpen />
    </Suspense>
  );
}
