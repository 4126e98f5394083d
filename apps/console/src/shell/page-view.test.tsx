import { render, screen, waitFor } from "@testing-library/react";
import type { UsageEventInput } from "@canvass/sdk/logging";
import { IntlProvider } from "react-intl";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Runtime } from "../app/runtime";
import { RuntimeProvider } from "../app/runtime-context";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import { messages } from "../i18n/messages/common/en-CA";
import { ROUTES, titleKey } from "../routing/route-table";
import { usePageTitleAndView, type RouteHandle } from "./page-view";

function Layout() {
  usePageTitleAndView();
  return <Outlet />;
}

function Boom(): never {
  throw new Error("screen failed");
}

function setup(path: string) {
  const events: UsageEventInput[] = [];
  const runtime = {
    config: DEFAULT_HOST_CONFIG,
    services: {
      usage: {
        log: (event: UsageEventInput) => events.push(event),
        flush: () => Promise.resolve(),
      },
    },
  } as unknown as Runtime;
  const users = ROUTES.find((route) => route.id === "users");
  if (users === undefined) throw new Error("no users route");
  const handle: RouteHandle = { route: users, titleKey: titleKey(users) };
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        errorElement: <p>error page</p>,
        children: [
          { path: "/users", element: <p>users page</p>, handle },
          { path: "/broken", element: <Boom />, handle },
          { path: "*", element: <p>nothing here</p>, handle: { titleKey: "route.notFound" } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RuntimeProvider runtime={runtime}>
      <IntlProvider locale="en-CA" messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </RuntimeProvider>,
  );
  return { events, router };
}

describe("page title and page views", () => {
  it("titles the page from the route's title message and reports the view", async () => {
    const { events, router } = setup("/users");
    await screen.findByText("users page");
    await waitFor(() => {
      expect(document.title).toBe("Users · Canvass");
    });
    expect(events).toEqual([{ category: "page", action: "users", label: "/users" }]);
    await router.navigate("/nowhere");
    await screen.findByText("nothing here");
    await waitFor(() => {
      expect(document.title).toBe("Page not found · Canvass");
    });
    expect(events.at(-1)).toEqual({ category: "page", action: "notFound", label: "/nowhere" });
  });

  it("does not report the error page", async () => {
    const { events } = setup("/broken");
    await screen.findByText("error page");
    expect(events).toEqual([]);
  });
});
