import type { ComponentType } from "react";

/** An area's built screens by route id; a route without one shows the "not built yet" page. */
export type Screens = Readonly<Record<string, ComponentType>>;
