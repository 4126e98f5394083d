import { selectIsSignedIn } from "@canvass/machines";
import { LoadingAnimation } from "@canvass/ui";
import { Suspense, lazy, useState, type ReactNode } from "react";
import { Outlet, useNavigation } from "react-router-dom";
import { useSessionSelector } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import { loadAppShell, loadedAppShell } from "./app-shell-code";
import { Notifications } from "./Notifications";
import { usePageTitleAndView } from "./page-view";

/** The signed-in frame loads with the first signed-in page: the login page never needs it. */
const LazyAppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));

/**
 * The signed-in frame around the page. Its code is normally loaded by then (the gate's loader
 * waits for it), and the frame renders at once. A lazy component suspends on its first render
 * even when its module is there, and React reveals a suspended part no sooner than 300 ms after
 * its fallback was shown: 230 ms of a cold dashboard load spent waiting (decision 0088). The
 * component is chosen once per sign-in, so the frame is never swapped under the page.
 */
function SignedInFrame({ children, label }: { children: ReactNode; label: string }) {
  const [Frame] = useState(() => loadedAppShell() ?? LazyAppShell);
  return (
    <Suspense fallback={<LoadingAnimation fill label={label} />}>
      <Frame>{children}</Frame>
    </Suspense>
  );
}

/**
 * The root of every route: the shell (side menu and top bar) only while signed in with a valid
 * token (spec §2), the routed page, the notifications, and a thin progress bar while a lazy
 * screen or a loader is under way.
 */
export function RootLayout() {
  const t = useT();
  const signedIn = useSessionSelector(selectIsSignedIn);
  const navigation = useNavigation();
  usePageTitleAndView();
  return (
    <>
      {navigation.state !== "idle" && (
        <div
          role="progressbar"
          aria-label={t("app.navigating")}
          data-testid="navigation-progress"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
        />
      )}
      {signedIn ? (
        <SignedInFrame label={t("app.navigating")}>
          <Outlet />
        </SignedInFrame>
      ) : (
        <main id="main" className="min-h-full">
          <Outlet />
        </main>
      )}
      <Notifications />
    </>
  );
}
