import type { SearchResults } from "@canvass/machines";

const EMPTY: SearchResults = {
  accounts: [],
  players: [],
  teams: [],
  campaigns: [],
  exports: [],
  exportOptions: [],
  customreports: [],
};

/** Results in every section, as an admin sees them (stories and tests). */
export const MANY_RESULTS: SearchResults = {
  accounts: [
    { ID: "3fa9c1", FirstName: "Jane", LastName: "Doe", Email: "jane.doe@example.org" },
    { ID: "7b20de", FirstName: "Jane", LastName: "Roe" },
  ],
  players: [
    { id: "p9f8e7", firstname: "Janet", lastname: "Park", email: "janet.park@example.org" },
  ],
  teams: [{ id: "t1a2b3", title: "Jane's Street Team" }],
  campaigns: [{ id: "c4d5e6", title: "Winter Appeal — January" }],
  exports: [{ ID: "e100", Description: "Janitorial donors (weekly)" }],
  exportOptions: [{ ID: "i200", ExportID: "e100", Description: "Janitorial donors — Monday run" }],
  customreports: [{ ID: "r300", Description: "January pledges by rep" }],
};

/** Only users were found. */
export const USERS_ONLY: SearchResults = {
  ...EMPTY,
  players: [
    { id: "p9f8e7", firstname: "Janet", lastname: "Park", email: "janet.park@example.org" },
    { id: "p1c2d3", firstname: "Jan", lastname: "Novak", email: "jan.novak@example.org" },
    { id: "p4e5f6", firstname: "Janelle", lastname: "Okafor", email: "janelle.o@example.org" },
  ],
};

export const NO_RESULTS: SearchResults = EMPTY;
