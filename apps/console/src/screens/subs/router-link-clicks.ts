/**
 * The submissions table's id links are plain anchors (`a[data-router-link]`), not router
 * `Link`s: a `Link` runs the router's hooks (location, href, click handler) for every row
 * scrolled into view (decision 0067). One click handler on the element around the table does
 * what `Link` does for them: a plain left click (or Enter on the link) becomes a client-side
 * navigation; a click with a modifier key, another button or another target is the browser's
 * (a new tab or window).
 */
import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";

/** The attribute that marks an anchor as a link inside the app. */
export const ROUTER_LINK_ATTRIBUTE = "data-router-link";

export function useRouterLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(`a[${ROUTER_LINK_ATTRIBUTE}]`)
          : null;
      if (anchor === null || !event.currentTarget.contains(anchor)) return;
      if (anchor.target !== "" && anchor.target !== "_self") return;
      const to = anchor.getAttribute(ROUTER_LINK_ATTRIBUTE);
      if (to === null || to === "") return;
      event.preventDefault();
      void navigate(to);
    },
    [navigate],
  );
}
