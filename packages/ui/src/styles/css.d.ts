/**
 * Style sheets imported for their side effect (`import "./preview.css"`): Vite, Storybook and the
 * component tests bundle them. Declared so the compiler's check of side-effect imports (on by
 * default from TypeScript 6) knows them; any other unresolved import is still an error.
 */
declare module "*.css";
