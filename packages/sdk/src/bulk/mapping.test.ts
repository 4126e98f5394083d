import { describe, expect, it } from "vitest";
import { BULK_FIELDS } from "./fields";
import {
  BULK_HEADER_SYNONYMS,
  fieldOfHeader,
  foldHeader,
  guessBulkMapping,
  withColumn,
} from "./mapping";
import { BULK_TEMPLATE_HEADERS } from "./template";

describe("guessBulkMapping", () => {
  it("maps English headers", () => {
    expect(
      guessBulkMapping([
        "First Name",
        "Last Name",
        "E-mail",
        "User name",
        "Role",
        "Team",
        "Password",
      ]),
    ).toEqual({ firstname: 0, lastname: 1, email: 2, username: 3, role: 4, team: 5, password: 6 });
  });

  it("maps Spanish headers, where 'nombre de usuario' is the username and 'nombre' the first name", () => {
    expect(
      guessBulkMapping([
        "Nombre de usuario",
        "Correo electrónico",
        "Nombre",
        "Apellido",
        "Rol",
        "Equipo",
        "Contraseña",
      ]),
    ).toEqual({ username: 0, email: 1, firstname: 2, lastname: 3, role: 4, team: 5, password: 6 });
  });

  it("maps French headers, where 'nom d'utilisateur' is the username and 'nom' the last name", () => {
    expect(
      guessBulkMapping([
        "Nom d’utilisateur",
        "Courriel",
        "Prénom",
        "Nom",
        "Rôle",
        "Équipe",
        "Mot de passe",
      ]),
    ).toEqual({ username: 0, email: 1, firstname: 2, lastname: 3, role: 4, team: 5, password: 6 });
  });

  it("leaves unknown headers unmapped and gives a field only its first column", () => {
    expect(guessBulkMapping(["Email", "Phone", "email", "Notes"])).toEqual({ email: 0 });
  });

  it("recognises the template's own headers", () => {
    expect(guessBulkMapping(BULK_FIELDS.map((field) => BULK_TEMPLATE_HEADERS[field]))).toEqual(
      Object.fromEntries(BULK_FIELDS.map((field, index) => [field, index])),
    );
  });
});

describe("foldHeader and the synonyms", () => {
  it("folds case, accents and punctuation", () => {
    expect(foldHeader("  Adresse   É-Mail ")).toBe("adresse e mail");
    expect(fieldOfHeader("CONTRASEÑA")).toBe("password");
  });

  it("lists each synonym already folded and under one field only", () => {
    const seen = new Set<string>();
    for (const field of BULK_FIELDS) {
      for (const synonym of BULK_HEADER_SYNONYMS[field]) {
        expect(foldHeader(synonym)).toBe(synonym);
        expect(seen.has(synonym), synonym).toBe(false);
        seen.add(synonym);
      }
    }
  });
});

describe("withColumn", () => {
  it("sets, moves and clears a field's column; a column fills one field", () => {
    const start = { username: 0, email: 1 };
    expect(withColumn(start, "firstname", 2)).toEqual({ username: 0, email: 1, firstname: 2 });
    expect(withColumn(start, "firstname", 1)).toEqual({ username: 0, firstname: 1 });
    expect(withColumn(start, "email", undefined)).toEqual({ username: 0 });
  });
});
