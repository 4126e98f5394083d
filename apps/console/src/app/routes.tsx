import type { RouteObject } from "react-router-dom";
import { NotFoundPage } from "../pages/not-found-page";
import { StatusPage } from "../pages/status-page";

/**
 * The console's routes. Issue #7 replaces the status page with the spec's full route table
 * (every route with its permission gate); the catch-all 404 is already the spec's.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <StatusPage /> },
  { path: "*", element: <NotFoundPage /> },
];
