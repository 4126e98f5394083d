export { navItemMachine } from "./nav-item/nav-item.machine";
export type { NavItemContext, NavItemEvent, NavItemInput } from "./nav-item/nav-item.types";
export { MACHINES } from "./catalogue";
