/**
 * The merge variables a template may use (decision 0039): the submission's fields by their
 * contract names (`{{FirstName}}`, `{{Amount}}`) and the campaign's under `campaign`
 * (`{{campaign.title}}`). The server fills them, the editor offers them, and both report any
 * other name as unknown.
 */

/** The submission fields offered as variables. */
export const SUBMISSION_VARIABLES: readonly string[] = [
  "ID",
  "Title",
  "FirstName",
  "LastName",
  "Email",
  "Phone",
  "Mobile",
  "Address",
  "City",
  "State",
  "Zip",
  "Country",
  "Amount",
  "Frequency",
  "Status",
  "Received",
];

/** The campaign fields offered as variables, under `campaign.`. */
export const CAMPAIGN_VARIABLES: readonly string[] = ["id", "title", "type"];

/** Every variable name, as written in a tag. */
export const EMAIL_VARIABLES: readonly string[] = [
  ...SUBMISSION_VARIABLES,
  ...CAMPAIGN_VARIABLES.map((name) => `campaign.${name}`),
];

const KNOWN = new Set(EMAIL_VARIABLES);

/**
 * Whether a variable path (the segments of `{{ campaign.title }}`) names a known variable.
 * Variables assigned inside the template (`{% assign %}`, loop names) are not passed here.
 */
export function isKnownVariable(path: readonly (string | number)[]): boolean {
  const [first, second] = path;
  if (typeof first !== "string") return false;
  if (first === "campaign") return typeof second === "string" && KNOWN.has(`campaign.${second}`);
  return KNOWN.has(first);
}

/** Sample values of every variable, for a preview without a submission. */
export const SAMPLE_VARIABLES: Readonly<Record<string, unknown>> = {
  ID: "a1b2c3",
  Title: "Ms",
  FirstName: "Ada",
  LastName: "Lovelace",
  Email: "ada@example.org",
  Phone: "+44 20 7946 0000",
  Mobile: "+44 7700 900000",
  Address: "12 Analytical Row",
  City: "London",
  State: "",
  Zip: "N1 9GU",
  Country: "GB",
  Amount: "25.00",
  Frequency: "monthly",
  Status: "approved",
  Received: "2026-11-20T10:00:00.000Z",
  campaign: { id: "cmp001", title: "Winter Appeal", type: "in-person" },
};
