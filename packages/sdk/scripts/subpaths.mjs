// The SDK's area subpaths: `@canvass/sdk/<area>` is `src/<area>/index.ts`. The build, the package's
// `exports` map (checked by src/package.test.ts) and the import codemod read this list.
export const SUBPATHS = [
  "bulk",
  "client",
  "contract",
  "csv",
  "dates",
  "fields",
  "geo",
  "holidays",
  "ids",
  "locale",
  "logging",
  "masks",
  "money",
  "permissions",
  "queries",
  "search",
  "settings",
  "storage",
  "text",
  "tokens",
];
