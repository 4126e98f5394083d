import type { SearchResultLinkProps } from "@canvass/ui";
import { Link } from "react-router-dom";
import { isPlainClick } from "./plain-click";

/**
 * A search result as a react-router link. A plain click is the search machine's (`search.select`
 * navigates and closes the popup), so the link's own navigation is prevented and the history gets
 * one entry; a modified click (new tab) is left to the browser and the popup stays.
 */
export function renderSearchResultLink({
  href,
  className,
  onClick,
  children,
}: SearchResultLinkProps) {
  return (
    <Link
      to={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onClick(event);
      }}
    >
      {children}
    </Link>
  );
}
