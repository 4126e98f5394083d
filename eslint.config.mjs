// One flat config for every workspace: type-aware typescript-eslint everywhere, react-hooks and
// jsx-a11y for the React workspaces. Each workspace runs `eslint .` and ESLint finds this file.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const reactFiles = ["packages/ui/**/*.{ts,tsx}", "apps/console/**/*.{ts,tsx}"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/storybook-static/**",
      "**/.turbo/**",
      "**/coverage/**",
      "**/src/generated/**",
      "openapi/dist/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  {
    // XState infers a machine's types from `types: {} as {...}`; the assertion is how it is read,
    // so typescript-eslint's "unnecessary assertion" is a false positive in machine files.
    files: ["**/*.machine.ts", "**/*.model.ts"],
    rules: { "@typescript-eslint/no-unnecessary-type-assertion": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Outside the SDK, import it by area (`@canvass/sdk/permissions`, …; decision 0018): the root
    // is for tools, and its files and folders are not an API.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["packages/sdk/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@canvass/sdk",
              message:
                "Import by area, e.g. @canvass/sdk/client (node packages/sdk/scripts/import-by-area.mjs rewrites it).",
            },
          ],
          patterns: [
            {
              group: [
                "@canvass/sdk/dist",
                "@canvass/sdk/src",
                "@canvass/sdk/*/**",
                "**/packages/sdk/**",
              ],
              message: "Import the SDK by area (@canvass/sdk/<area>), never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: reactFiles,
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: reactFiles,
    ...jsxA11y.flatConfigs.strict,
    languageOptions: {
      ...jsxA11y.flatConfigs.strict.languageOptions,
      globals: { ...globals.browser },
    },
  },
);
