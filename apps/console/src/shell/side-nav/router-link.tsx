import type { SideNavRenderLink } from "@canvass/ui";
import { Link } from "react-router-dom";

/** SideNav's links through the router: client-side navigation, no page load. */
export const renderRouterLink: SideNavRenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
