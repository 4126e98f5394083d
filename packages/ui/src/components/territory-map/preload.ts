import { loadWorld } from "../active-map/world-layer";

/** Starts loading the bundled world; a failure is left for the map to report when it draws. */
export function preloadWorld(): void {
  loadWorld().catch(() => undefined);
}
