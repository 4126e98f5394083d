/** Every machine of the package by name: the diagrams are written from this list. */
import type { AnyStateMachine } from "xstate";
import { navItemMachine } from "./nav-item/nav-item.machine";

export const MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  navItem: navItemMachine,
};
