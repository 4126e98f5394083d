/**
 * Which column of a file fills which field of a bulk row, and a first guess from the header's
 * texts in English, Spanish and French. The guess only matches whole header texts (after
 * folding case, accents and punctuation), never parts of them: "nombre de usuario" is a
 * username although it starts with "nombre" (a first name), and "nom" is a last name although
 * "nom d'utilisateur" is a username. The person checks and corrects the guess on screen.
 */
import { BULK_FIELDS, type BulkField } from "./fields";

/** Field → index of the column that fills it; a field without one is left out. */
export type BulkMapping = Readonly<Partial<Record<BulkField, number>>>;

/** Header texts each field is known by, already folded (see `foldHeader`). */
export const BULK_HEADER_SYNONYMS: Readonly<Record<BulkField, readonly string[]>> = {
  username: [
    "username",
    "user name",
    "user",
    "login",
    "user id",
    "userid",
    "usuario",
    "nombre de usuario",
    "nom d utilisateur",
    "nom utilisateur",
    "utilisateur",
    "identifiant",
  ],
  email: [
    "email",
    "e mail",
    "email address",
    "e mail address",
    "mail",
    "correo",
    "correo electronico",
    "email correo",
    "courriel",
    "adresse courriel",
    "adresse electronique",
    "adresse e mail",
  ],
  firstname: [
    "first name",
    "firstname",
    "given name",
    "forename",
    "first",
    "nombre",
    "nombres",
    "primer nombre",
    "prenom",
  ],
  lastname: [
    "last name",
    "lastname",
    "surname",
    "family name",
    "last",
    "apellido",
    "apellidos",
    "nom",
    "nom de famille",
  ],
  role: ["role", "user role", "rol", "role de l utilisateur"],
  team: [
    "team",
    "team id",
    "team name",
    "equipo",
    "nombre del equipo",
    "equipe",
    "nom de l equipe",
  ],
  password: ["password", "pass", "pwd", "contrasena", "clave", "mot de passe"],
};

/**
 * A header text folded for comparison: lower case, accents removed, anything but letters and
 * digits turned into single spaces ("Nom d’utilisateur" → "nom d utilisateur").
 */
export function foldHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const FIELD_BY_HEADER: ReadonlyMap<string, BulkField> = new Map(
  BULK_FIELDS.flatMap((field) =>
    BULK_HEADER_SYNONYMS[field].map((synonym) => [synonym, field] as const),
  ),
);

/** The field a header text names, if it is one of the known synonyms. */
export function fieldOfHeader(text: string): BulkField | undefined {
  return FIELD_BY_HEADER.get(foldHeader(text));
}

/**
 * The guessed mapping of a header: each field takes the first column whose text names it; a
 * column fills at most one field, and later columns naming a field already taken are left free.
 */
export function guessBulkMapping(header: readonly string[]): BulkMapping {
  const mapping: Partial<Record<BulkField, number>> = {};
  header.forEach((text, index) => {
    const field = fieldOfHeader(text);
    if (field !== undefined && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** The mapping with `field` set to `column` (or cleared with `undefined`); a column moved from
 * another field leaves that field unmapped, so one column never fills two fields. */
export function withColumn(
  mapping: BulkMapping,
  field: BulkField,
  column: number | undefined,
): BulkMapping {
  const next: Partial<Record<BulkField, number>> = {};
  for (const other of BULK_FIELDS) {
    const index = mapping[other];
    if (other !== field && index !== undefined && index !== column) next[other] = index;
  }
  if (column !== undefined) next[field] = column;
  return next;
}
