/**
 * The territory sub-page's storage (decision 0032): `settings/territory.json` read (absent → no
 * area) and written whole, after every area is simplified with the SDK's rule and each one is
 * checked through `validations/polygon-search/` (self-crossing areas are refused before the
 * write, on the area).
 */
import type { EditorValues } from "@canvass/machines";
import {
  simplifyTerritory,
  territoryDocumentOf,
  territoryDocumentProblems,
  type SettingsProblem,
  type TerritoryDocument,
} from "@canvass/sdk/campaign-settings";
import { HttpError, isHttpError, toFormData, type Result } from "@canvass/sdk/client";
import type { SubPageContext } from "../sub-page-spec";

/** The name of an unnamed area read from the file (the editor names the ones it draws). */
const fallbackName = (n: number) => `${n}`;

export function territoryOf(values: EditorValues): TerritoryDocument {
  const value = values.territory;
  return typeof value === "object" && value !== null
    ? (value as TerritoryDocument)
    : { type: "FeatureCollection", features: [] };
}

export async function loadTerritory(
  { client, id }: SubPageContext,
  signal?: AbortSignal,
): Promise<EditorValues> {
  const result = await client.call("getCampaignTerritoryAsset", {
    params: { path: { id } },
    ...(signal === undefined ? {} : { signal }),
  });
  if (result.ok) return { territory: territoryDocumentOf(result.data, fallbackName) };
  if (isHttpError(result.error) && result.error.status === 404) {
    return { territory: territoryDocumentOf(undefined, fallbackName) };
  }
  throw result.error;
}

/** The SDK's problems of the document as it will be stored (simplified). */
export function checkTerritory(values: EditorValues): readonly SettingsProblem[] {
  return territoryDocumentProblems(simplifyTerritory(territoryOf(values)));
}

/** Each area's geometry through the server's polygon-search check; the first refusal, if any. */
async function polygonSearchRefusal(
  { client }: SubPageContext,
  document: TerritoryDocument,
): Promise<Result<unknown> | undefined> {
  const answers = await Promise.all(
    document.features.map((feature) =>
      client.call("validatePolygonSearch", {
        params: { query: { polygon: JSON.stringify(feature.geometry) } },
      }),
    ),
  );
  const errors = answers.flatMap((answer, index) => {
    if (!answer.ok) return [];
    return answer.data.valid
      ? []
      : [
          {
            field: `/features/${index}/geometry`,
            code: "polygon",
            message: answer.data.reason ?? "not a searchable polygon",
          },
        ];
  });
  const failed = answers.find((answer) => !answer.ok);
  if (failed !== undefined) return failed;
  if (errors.length === 0) return undefined;
  return {
    ok: false,
    error: new HttpError(422, {
      type: "about:blank",
      title: "An area is not a usable polygon.",
      status: 422,
      errors,
    }),
  };
}

export async function saveTerritory(
  context: SubPageContext,
  values: EditorValues,
): Promise<Result<unknown>> {
  const document = simplifyTerritory(territoryOf(values));
  const refusal = await polygonSearchRefusal(context, document);
  if (refusal !== undefined) return refusal;
  const file = new File([JSON.stringify(document)], "territory.json", {
    type: "application/json",
  });
  return context.client.call("replaceCampaignTerritoryAsset", {
    params: { path: { id: context.id } },
    body: { file },
    bodySerializer: toFormData,
  });
}

/** `/features/3/properties/name` → `area-3-name`; `/features/3/…` → `area-3`; else `territory`. */
export function territoryFieldOf(pointer: string): string {
  const match = /^(?:\/file)?\/features\/(\d+)(\/properties\/name)?/.exec(pointer);
  if (match === null) return "territory";
  return match[2] === undefined ? `area-${match[1]}` : `area-${match[1]}-name`;
}
