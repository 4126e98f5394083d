/**
 * The demo optional fields of users and teams (decision 0011), written into the seeded
 * `portal.json` as `user.metadata` and `team.metadata`. None is required, so every flow that
 * saves a user or team without these keys keeps working.
 */

/** One optional field as the portal settings file holds it (the contract's `PortalMetadataField`). */
export interface SeedMetadataField {
  readonly key: string;
  readonly label: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly type: "text" | "number" | "boolean" | "date" | "choice";
  readonly maxLength?: number;
  readonly options?: readonly string[];
}

export const USER_METADATA_FIELDS: readonly SeedMetadataField[] = [
  {
    key: "employeeId",
    label: "Employee number",
    labels: {
      "fr-CA": "Numéro d’employé",
      "es-ES": "Número de empleado",
      "es-PE": "Número de empleado",
    },
    type: "text",
    maxLength: 20,
  },
  {
    key: "startDate",
    label: "Start date",
    labels: {
      "fr-CA": "Date d’entrée",
      "es-ES": "Fecha de incorporación",
      "es-PE": "Fecha de incorporación",
    },
    type: "date",
  },
  {
    key: "shirtSize",
    label: "Shirt size",
    labels: {
      "fr-CA": "Taille de t-shirt",
      "es-ES": "Talla de camiseta",
      "es-PE": "Talla de polo",
    },
    type: "choice",
    options: ["S", "M", "L", "XL"],
  },
  {
    key: "badgePrinted",
    label: "Badge printed",
    labels: {
      "fr-CA": "Badge imprimé",
      "es-ES": "Credencial impresa",
      "es-PE": "Credencial impresa",
    },
    type: "boolean",
  },
];

export const TEAM_METADATA_FIELDS: readonly SeedMetadataField[] = [
  {
    key: "region",
    label: "Region",
    labels: { "fr-CA": "Région", "es-ES": "Región", "es-PE": "Región" },
    type: "choice",
    options: ["North", "South", "East", "West"],
  },
  {
    key: "costCenter",
    label: "Cost centre",
    labels: { "fr-CA": "Centre de coûts", "es-ES": "Centro de coste", "es-PE": "Centro de costo" },
    type: "text",
    maxLength: 12,
  },
];
