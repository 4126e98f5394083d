import type { Messages } from "../../messages";

/** The glossary in French (Canada): one word per role and status, typographic apostrophes. */
export const messages: Messages = {
  "role.root": "Racine",
  "role.admin": "Administrateur",
  "role.manager": "Gestionnaire",
  "role.client": "Client",
  "role.callcenter": "Centre d’appels",
  "role.rep": "Représentant",
  "status.active": "Actif",
  "status.inactive": "Inactif",
};

export const avoid: readonly string[] = ["Centre d'appels", "Gérant", "Superviseur"];
