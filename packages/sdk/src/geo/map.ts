import type { Schema } from "../contract/types";

/** The default map centre (spec §9, about 42.80, -98.67). */
export const DEFAULT_MAP_CENTER: Readonly<Schema<"PortalMapCenter">> = Object.freeze({
  lat: 42.8,
  lng: -98.67,
});
