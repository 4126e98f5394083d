import type { Messages } from "../../messages";

/**
 * The glossary in Spanish (Spain): one word per role and status. A rep is a "captador" (the
 * fundraising word), a manager a "responsable"; "Representante" and "Gerente" are not used.
 */
export const messages: Messages = {
  "role.root": "Raíz",
  "role.admin": "Administrador",
  "role.manager": "Responsable",
  "role.client": "Cliente",
  "role.callcenter": "Centro de llamadas",
  "role.rep": "Captador",
  "status.active": "Activo",
  "status.inactive": "Inactivo",
};

export const avoid: readonly string[] = ["Representante", "Gerente", "Call center"];
