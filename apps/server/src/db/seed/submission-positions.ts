/**
 * The sign-up point (`Latitude`/`Longitude`, under their names in `extra`) of the rich
 * submissions (`rich-submissions.ts`), so the lookup's location tab has a point to draw: near
 * the centre of the submission's city (a few hundred metres apart, deterministic), or of its
 * country's first city. Only `extra` of those rows changes; no row is added or removed, and no
 * field another test reads (City, Region, Country, SourceCode stay as they were).
 */
import { sql } from "kysely";
import type { SeedContext } from "./context.js";
import { COUNTRIES } from "./data.js";
import type { RichSubmission } from "./rich-submissions.js";

const round = (value: number): number => Math.round(value * 1e5) / 1e5;

/** Sets the sign-up point of each rich submission; answers how many got one. */
export async function seedSubmissionPositions(
  ctx: SeedContext,
  rich: readonly RichSubmission[],
): Promise<number> {
  if (rich.length === 0) return 0;
  const rows = await ctx.db
    .selectFrom("accounts")
    .select(["id", "country", "city"])
    .where(
      "id",
      "in",
      rich.map((item) => item.id),
    )
    .orderBy("id")
    .execute();
  let placed = 0;
  for (const [index, row] of rows.entries()) {
    const country = COUNTRIES[row.country ?? "US"] ?? COUNTRIES.US;
    const place =
      country?.cities.find((city) => city.city === row.city?.toLowerCase()) ?? country?.cities[0];
    if (place === undefined) continue;
    const position = {
      Latitude: round(place.lat + 0.003 * (index + 1)),
      Longitude: round(place.lng - 0.002 * (index + 1)),
    };
    await ctx.db
      .updateTable("accounts")
      .set({ extra: sql`coalesce(extra, '{}'::jsonb) || ${JSON.stringify(position)}::jsonb` })
      .where("id", "=", row.id)
      .execute();
    placed += 1;
  }
  return placed;
}
