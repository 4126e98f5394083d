import { Columns3 } from "lucide-react";
import {
  startTransition,
  useEffect,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { Button } from "../button/Button";
import type { ColumnVisibilityMenuProps } from "./ColumnVisibilityMenu";

type MenuComponent = <T>(props: ColumnVisibilityMenuProps<T>) => ReactNode;

/** The menu's code once loaded: later instances (and remounts) draw it at once. */
let loadedMenu: MenuComponent | undefined;
let loading: Promise<MenuComponent> | undefined;
const loadMenu = (): Promise<MenuComponent> => {
  loading ??= import("./ColumnVisibilityMenu").then((module) => {
    loadedMenu = module.ColumnVisibilityMenu;
    return loadedMenu;
  });
  return loading;
};

/** The keys that open a menu from its trigger (as Radix's trigger reads them). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The column menu, its code (Radix's menu) loaded when first wanted: the button is drawn at once
 * and opens the menu the way the menu's own trigger does (pointer down, Enter, Space, Arrow
 * Down); pointing at it or focusing it starts loading early. A list's first paint does not wait
 * for a menu it may never open (decision 0027).
 *
 * The open state lives here and the menu is controlled, and the placeholder stays drawn until the
 * code has loaded: a press that lands while the code loads is kept, not lost when the button is
 * swapped for Radix's trigger (decision 0075, "The column menu's first press").
 */
export function LazyColumnMenu<T>(props: ColumnVisibilityMenuProps<T>) {
  const [open, setOpen] = useState(props.defaultOpen === true);
  const [Menu, setMenu] = useState<MenuComponent | undefined>(() => loadedMenu);
  useEffect(() => {
    if (Menu !== undefined || !open) return;
    let live = true;
    void loadMenu().then((loaded) => {
      if (!live) return;
      startTransition(() => {
        setMenu(() => loaded);
      });
    });
    return () => {
      live = false;
    };
  }, [Menu, open]);
  if (Menu !== undefined) {
    return <Menu<T> {...props} open={open} onOpenChange={setOpen} />;
  }
  const preload = () => {
    void loadMenu();
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Columns3 size={14} />}
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? "open" : "closed"}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpen(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpen(true);
      }}
    >
      {props.triggerLabel}
    </Button>
  );
}
