import type { Role } from "@canvass/sdk/permissions";

/** What the general user form edits. `password` only on creation (a separate action later). */
export interface UserFormValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  role: Role | "";
  team: string;
  password: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstname: "",
  lastname: "",
  username: "",
  email: "",
  role: "",
  team: "",
  password: "",
};

/** The contract's limits (openapi `PlayerNamePart`, `PlayerUsername`, `PlayerPassword`). */
export const USER_LIMITS = {
  name: { min: 1, max: 100 },
  username: { min: 3, max: 64, pattern: /^[A-Za-z0-9._@+-]+$/ },
  password: { min: 8, max: 128 },
  email: { max: 254 },
} as const;
