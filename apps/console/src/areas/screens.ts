import type { ComponentType } from "react";

const LOAD = Symbol("lazy screen");

/**
 * A screen in a chunk of its own, inside its area's: loaded when its route is first entered, so
 * the area's other screens do not carry its code (decision 0027: /lookup is not in /subs' chunk).
 */
export interface LazyScreen {
  readonly [LOAD]: () => Promise<ComponentType>;
}

/** An area's built screens by route id; a route without one shows the "not built yet" page. */
export type Screens = Readonly<Record<string, ComponentType | LazyScreen>>;

/** The screen `id` of a part loaded on demand (`() => import("../screens/<part>")`). */
export function lazyScreen(
  loadPart: () => Promise<{ readonly screens: Screens }>,
  id: string,
): LazyScreen {
  return {
    [LOAD]: async () => {
      const screen = (await loadPart()).screens[id];
      if (screen === undefined) throw new Error(`no screen "${id}" in its part`);
      return resolveScreen(screen);
    },
  };
}

/** The component of a screen, loading its chunk first when it has one of its own. */
export async function resolveScreen(screen: ComponentType | LazyScreen): Promise<ComponentType> {
  return LOAD in screen ? screen[LOAD]() : screen;
}
