import { Suspense, lazy, useEffect } from "react";
import { useRouteError } from "react-router-dom";

const ErrorView = lazy(() => import("./ErrorView"));

/**
 * What a screen that threw shows instead (the router's error element). Page views are not
 * reported for it (spec §2). The error goes to the browser console, never on screen. Its
 * content loads only when needed: almost no page load ever shows it.
 */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={<p role="alert">Something went wrong.</p>}>
      <ErrorView />
    </Suspense>
  );
}
