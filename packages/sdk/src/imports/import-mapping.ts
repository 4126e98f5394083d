/**
 * The column map (`columnMap`): which column of the file (`importedKey`) fills which field
 * (`supportedKey`) in which format (`acceptedFormat`). A first guess comes from the header texts
 * in English, Spanish and French (the console's eight locales), folded as the bulk users' guess
 * folds them (`foldHeader`), and each guessed date or number column gets the first format that
 * reads every sample value. `importMapProblems` is the one check of a map (server 422, console).
 */
import { foldHeader } from "../bulk/mapping";
import { defaultImportFormat, importField } from "./import-fields";
import { readImportValue } from "./import-formats";

export interface ImportColumnMapping {
  readonly importedKey: string;
  readonly supportedKey: string;
  readonly acceptedFormat?: string;
}
export type ImportColumnMap = readonly ImportColumnMapping[];

/** Header texts each field is known by, already folded. */
export const IMPORT_HEADER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  Received: [
    "received",
    "date",
    "donation date",
    "fecha",
    "fecha de recepcion",
    "recu le",
    "date de reception",
  ],
  FirstName: ["first name", "firstname", "given name", "forename", "first", "nombre", "prenom"],
  LastName: [
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
  Title: ["title", "salutation", "tratamiento", "titre", "civilite"],
  Gender: ["gender", "sex", "genero", "sexo", "genre", "sexe"],
  Email: [
    "email",
    "e mail",
    "email address",
    "mail",
    "correo",
    "correo electronico",
    "courriel",
    "adresse electronique",
  ],
  Phone: ["phone", "telephone", "phone number", "tel", "telefono", "numero de telephone"],
  MobilePhone: [
    "mobile",
    "mobile phone",
    "cell",
    "cell phone",
    "movil",
    "celular",
    "portable",
    "mobile telephone",
  ],
  Address1: ["address", "address1", "address 1", "street", "direccion", "adresse", "adresse 1"],
  Address2: ["address2", "address 2", "direccion 2", "adresse 2", "complement d adresse"],
  City: ["city", "town", "ciudad", "localidad", "ville"],
  Region: ["region", "state", "province", "county", "provincia", "estado", "departement"],
  Zip: ["zip", "zip code", "postcode", "postal code", "codigo postal", "code postal", "cp"],
  Country: ["country", "pais", "pays"],
  DOB: [
    "dob",
    "date of birth",
    "birth date",
    "birthday",
    "fecha de nacimiento",
    "date de naissance",
  ],
  Amount: ["amount", "donation", "gift", "importe", "monto", "cantidad", "montant", "don"],
  Currency: ["currency", "moneda", "divisa", "devise", "monnaie"],
  Frequency: ["frequency", "frecuencia", "frequence", "periodicite"],
  Status: ["status", "estado del pago", "statut"],
  Reason: ["reason", "motivo", "razon", "raison", "motif"],
  TransactionID: [
    "transaction id",
    "transactionid",
    "transaction",
    "id de transaccion",
    "identifiant de transaction",
  ],
  SourceCode: ["source code", "sourcecode", "source", "codigo de origen", "code source"],
  Meta_emailValidated: [
    "email validated",
    "email verified",
    "correo verificado",
    "courriel verifie",
  ],
};

const KEY_BY_HEADER: ReadonlyMap<string, string> = new Map(
  Object.entries(IMPORT_HEADER_SYNONYMS).flatMap(([key, synonyms]) =>
    [key.toLowerCase(), ...synonyms].map((synonym) => [synonym, key] as const),
  ),
);

/** The field a header text names (its key or a synonym), if any. */
export function importKeyOfHeader(text: string): string | undefined {
  return KEY_BY_HEADER.get(foldHeader(text)) ?? KEY_BY_HEADER.get(text.trim().toLowerCase());
}

/** The first format of the field that reads every non-empty sample (else the default). */
export function guessImportFormat(key: string, samples: readonly string[]): string | undefined {
  const field = importField(key);
  if (field === undefined) return undefined;
  const filled = samples.filter((sample) => sample.trim() !== "");
  const fits = field.formats.find((format) =>
    filled.every((sample) => {
      const read = readImportValue(key, format, sample);
      return read.ok || read.problem.code !== "format";
    }),
  );
  return fits ?? field.formats[0];
}

/**
 * The guessed map: each field takes the first column whose header names it (a column fills at
 * most one field), in a format read from up to `samples` rows.
 */
export function guessImportMapping(
  header: readonly string[],
  rows: readonly (readonly string[])[] = [],
  samples = 50,
): ImportColumnMapping[] {
  const taken = new Set<string>();
  const map: ImportColumnMapping[] = [];
  header.forEach((text, index) => {
    const key = importKeyOfHeader(text);
    if (key === undefined || taken.has(key)) return;
    taken.add(key);
    const values = rows.slice(0, samples).map((row) => row[index] ?? "");
    const format = guessImportFormat(key, values) ?? defaultImportFormat(key);
    map.push({
      importedKey: text,
      supportedKey: key,
      ...(format === undefined ? {} : { acceptedFormat: format }),
    });
  });
  return map;
}

export interface ImportMapProblem {
  /** JSON pointer into the map (`/2/acceptedFormat`). */
  readonly field: string;
  readonly code: "column" | "key" | "format" | "repeatedKey" | "repeatedColumn" | "empty";
  readonly message: string;
}

/** Every problem of a map against the file's header (none: the map can be used). */
export function importMapProblems(
  map: ImportColumnMap,
  header: readonly string[],
): ImportMapProblem[] {
  const problems: ImportMapProblem[] = [];
  if (map.length === 0) {
    return [{ field: "", code: "empty", message: "maps no column" }];
  }
  const columns = new Set(header);
  const keys = new Set<string>();
  const used = new Set<string>();
  map.forEach((entry, index) => {
    const field = importField(entry.supportedKey);
    if (!columns.has(entry.importedKey)) {
      problems.push({
        field: `/${index}/importedKey`,
        code: "column",
        message: "is not a column of the file",
      });
    } else if (used.has(entry.importedKey)) {
      problems.push({
        field: `/${index}/importedKey`,
        code: "repeatedColumn",
        message: "is mapped twice",
      });
    }
    used.add(entry.importedKey);
    if (field === undefined) {
      problems.push({
        field: `/${index}/supportedKey`,
        code: "key",
        message: "is not a field an import can fill",
      });
    } else if (keys.has(field.key)) {
      problems.push({
        field: `/${index}/supportedKey`,
        code: "repeatedKey",
        message: "is filled by two columns",
      });
    } else if (
      entry.acceptedFormat !== undefined &&
      !field.formats.includes(entry.acceptedFormat)
    ) {
      problems.push({
        field: `/${index}/acceptedFormat`,
        code: "format",
        message: `is not one of ${field.formats.join(", ")}`,
      });
    }
    keys.add(entry.supportedKey);
  });
  return problems;
}

/** The map with one field set to a column (or cleared with `undefined`); a column fills one field. */
export function withImportColumn(
  map: ImportColumnMap,
  key: string,
  column: string | undefined,
  format?: string,
): ImportColumnMapping[] {
  const rest = map.filter((entry) => entry.supportedKey !== key && entry.importedKey !== column);
  if (column === undefined) return rest;
  const accepted = format ?? defaultImportFormat(key);
  return [
    ...rest,
    {
      importedKey: column,
      supportedKey: key,
      ...(accepted === undefined ? {} : { acceptedFormat: accepted }),
    },
  ];
}
