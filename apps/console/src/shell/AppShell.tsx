import type { ReactNode } from "react";
import { useState } from "react";
import { useT } from "../i18n/use-t";
import { ShellSideNav } from "./side-nav/ShellSideNav";
import { ShellTopBar } from "./top-bar/ShellTopBar";

export const SIDE_NAV_ID = "side-nav";

/**
 * The signed-in frame: the side menu at the left (hidden behind the top bar's menu button on
 * narrow screens), the top bar, and the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  const [narrowMenuOpen, setNarrowMenuOpen] = useState(false);
  return (
    <div className="flex h-full min-h-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <ShellSideNav
        id={SIDE_NAV_ID}
        narrowOpen={narrowMenuOpen}
        onNarrowClose={() => {
          setNarrowMenuOpen(false);
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <ShellTopBar
          menuId={SIDE_NAV_ID}
          menuOpen={narrowMenuOpen}
          onMenuToggle={() => {
            setNarrowMenuOpen((open) => !open);
          }}
        />
        <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-auto">
          {children}
        </main>
      </div>
    </div>
  );
}
