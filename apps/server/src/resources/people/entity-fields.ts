/**
 * `GET /fields/{type}/`: the fields of players, teams, campaigns, cancels, check-ins or chats,
 * read from the contract's own schema of that entity (`Player`, `Team`, …) so there is no second
 * list to keep in step. Each field's group comes from the SDK's field catalogue (`fieldGroup`),
 * falling back to its value type; it is editable when the entity's update schema takes it and
 * the caller holds the entity's edit permission. Object-valued fields (metadata, a check-in's
 * location) are not columns and are left out.
 */
import type { Schema } from "@canvass/sdk/contract";
import { fieldGroup } from "@canvass/sdk/fields";
import type { NamedPermission, Resource } from "@canvass/sdk/permissions";
import { holds, principalOf, requireResource, type Principal } from "../../auth/index.js";
import { loadContract } from "../../contract.js";
import { conditional, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

type FieldDescription = Schema<"FieldDescription">;
type EntityType = "players" | "teams" | "campaigns" | "cancels" | "checkins" | "chats";
type ValueType = FieldDescription["type"];

interface EntitySchemas {
  /** The contract schema of one entity. */
  readonly schema: string;
  /** Its partial-update schema and the permission to edit it, when it can be edited. */
  readonly update?: { readonly schema: string; readonly permission: NamedPermission };
}

const ENTITIES: Readonly<Record<EntityType, EntitySchemas>> = {
  players: { schema: "Player", update: { schema: "PlayerUpdate", permission: "EditUser" } },
  teams: { schema: "Team", update: { schema: "TeamUpdate", permission: "EditTeam" } },
  campaigns: {
    schema: "Campaign",
    update: { schema: "CampaignUpdate", permission: "EditCampaign" },
  },
  cancels: { schema: "Cancel" },
  checkins: { schema: "Checkin" },
  chats: { schema: "Chat" },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Follows `$ref`, `allOf` and nullable `oneOf` down to the schema that has the type. */
function resolve(contract: Json, schema: unknown): Json | undefined {
  let current = schema;
  for (let hops = 0; hops < 16 && isObject(current); hops += 1) {
    const ref = current.$ref;
    if (typeof ref === "string" && ref.startsWith("#/")) {
      current = ref
        .slice(2)
        .split("/")
        .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), contract);
      continue;
    }
    const branches = current.allOf ?? current.oneOf ?? current.anyOf;
    if (current.type === undefined && Array.isArray(branches)) {
      current = branches.find((branch) => !(isObject(branch) && branch.type === "null"));
      continue;
    }
    return current;
  }
  return undefined;
}

function valueType(schema: Json | undefined): ValueType | undefined {
  switch (schema?.type) {
    case "string":
      return schema.format === "date-time" ? "date" : "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "array":
      return "string";
    default:
      return undefined;
  }
}

/** `lastSeen` → "Last seen", `full_name` → "Full name", `AccountID` → "Account ID". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(" ")
    .filter((word) => word !== "")
    .map((word, index) =>
      word === word.toUpperCase() && word.length > 1
        ? word
        : index === 0
          ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
          : word.toLowerCase(),
    );
  return words.join(" ");
}

interface FieldSpec {
  readonly name: string;
  readonly type: ValueType;
  readonly label: string;
  readonly group: FieldDescription["group"];
  readonly updatable: boolean;
}

function groupOf(name: string, type: ValueType): FieldDescription["group"] | undefined {
  const group = fieldGroup(name);
  if (group === "hidden") return undefined;
  if (group !== "other") return group;
  return type === "date" ? "date" : type === "boolean" ? "boolean" : "other";
}

function entityFields(contract: Json, entity: EntitySchemas): FieldSpec[] {
  const schemas = (isObject(contract.components) ? contract.components.schemas : undefined) ?? {};
  const schema = resolve(contract, isObject(schemas) ? schemas[entity.schema] : undefined);
  const update = resolve(
    contract,
    entity.update === undefined || !isObject(schemas) ? undefined : schemas[entity.update.schema],
  );
  const properties = isObject(schema?.properties) ? schema.properties : {};
  const updatable = isObject(update?.properties) ? update.properties : {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const type = valueType(resolve(contract, property));
    const group = type === undefined ? undefined : groupOf(name, type);
    if (type === undefined || group === undefined) return [];
    const readOnly = isObject(property) && property.readOnly === true;
    return [
      {
        name,
        type,
        label: fieldLabel(name),
        group,
        updatable: !readOnly && Object.hasOwn(updatable, name),
      },
    ];
  });
}

let catalogue: Promise<Readonly<Record<EntityType, FieldSpec[]>>> | undefined;

/** The field specs of every entity type, read from the contract once per process. */
function entityCatalogue(): Promise<Readonly<Record<EntityType, FieldSpec[]>>> {
  catalogue ??= loadContract().then((contract) => {
    const result = {} as Record<EntityType, FieldSpec[]>;
    for (const [type, entity] of Object.entries(ENTITIES) as [EntityType, EntitySchemas][]) {
      result[type] = entityFields(contract, entity);
    }
    return result;
  });
  catalogue.catch(() => {
    catalogue = undefined;
  });
  return catalogue;
}

function describe(principal: Principal, type: EntityType, specs: readonly FieldSpec[]) {
  const permission = ENTITIES[type].update?.permission;
  const mayEdit = permission !== undefined && holds(principal, permission);
  return specs.map((spec): FieldDescription => ({
    name: spec.name,
    type: spec.type,
    label: spec.label,
    group: spec.group,
    editable: mayEdit && spec.updatable,
  }));
}

export function listEntityFields(deps: ServerDeps): OperationHandler<"listEntityFields"> {
  return async ({ params, headers, ...context }) => {
    const principal = principalOf(context);
    const type = params.type;
    requireResource(principal, type satisfies Resource, "get");
    // Editability follows the caller's flags and the host's features.
    const cache = conditional(
      headers["If-Modified-Since"],
      await tablesModified(deps.db, ["settings", "teams", "clients"]),
    );
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const specs = (await entityCatalogue())[type];
    return { status: 200, body: describe(principal, type, specs), headers: cache.headers };
  };
}
