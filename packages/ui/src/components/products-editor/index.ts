export { ProductsEditor } from "./ProductsEditor";
export type {
  ProductFrequencyRow,
  ProductsEditorChoice,
  ProductsEditorProblems,
  ProductsEditorProps,
} from "./ProductsEditor";
export { DEFAULT_PRODUCTS_EDITOR_LABELS } from "./products-editor.labels";
export type { ProductsEditorLabels } from "./products-editor.labels";
