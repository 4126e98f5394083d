import type { ActiveMapMarker, LatLngTuple } from "./active-map.types";

/** The console's default centre (the SDK's `DEFAULT_MAP_CENTER`, spec §9). */
export const DEFAULT_CENTER: LatLngTuple = [42.8, -98.67];

/** Users in North American cities (fixed data: stories are screenshotted). */
export const SAMPLE_MARKERS: readonly ActiveMapMarker[] = [
  { id: "p1", lat: 49.28, lng: -123.12, label: "Jane Doe", title: "Vancouver, BC, CA · 09:30" },
  { id: "p2", lat: 43.65, lng: -79.38, label: "Amit Shah", title: "Toronto, ON, CA · 09:41" },
  { id: "p3", lat: 41.88, lng: -87.63, label: "Maria López", title: "Chicago, IL, US · 09:12" },
  { id: "p4", lat: 29.76, lng: -95.37, label: "Chen Wei", title: "Houston, TX, US · 09:05" },
  { id: "p5", lat: 45.5, lng: -73.57, label: "Élodie Roy", title: "Montréal, QC, CA · 09:44" },
];

/**
 * `count` markers scattered around the sample cities, the same every time (a fixed linear
 * congruential sequence, not `Math.random`): for the clustered stories, tests and bench.
 */
export function scatteredMarkers(count: number, spreadDegrees = 1.5): ActiveMapMarker[] {
  let seed = 20_261_127;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => {
    const city = SAMPLE_MARKERS[i % SAMPLE_MARKERS.length] ?? SAMPLE_MARKERS[0];
    return {
      id: `s${String(i)}`,
      lat: (city?.lat ?? 0) + (next() - 0.5) * spreadDegrees,
      lng: (city?.lng ?? 0) + (next() - 0.5) * spreadDegrees,
      label: `Check-in ${String(i + 1)}`,
    };
  });
}
