/**
 * The offline base layer: Natural Earth's 1:110m countries (the `world-atlas` TopoJSON, about
 * 100 KB) as GeoJSON. Imported on demand, so the data is a chunk of its own that only a page
 * drawing the map loads, and converted once per page.
 */
import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

type WorldTopology = Topology<{ countries: GeometryCollection }>;

let world: Promise<FeatureCollection> | undefined;

async function load(): Promise<FeatureCollection> {
  const module = await import("world-atlas/countries-110m.json");
  // The JSON's inferred type is its literal shape; it is a TopoJSON topology.
  const topology = module.default as unknown as WorldTopology;
  return feature(topology, topology.objects.countries);
}

/** The countries as a GeoJSON feature collection; a failed load is retried on the next call. */
export function loadWorld(): Promise<FeatureCollection> {
  world ??= load().catch((error: unknown) => {
    world = undefined;
    throw error;
  });
  return world;
}
