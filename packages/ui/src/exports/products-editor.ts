// Public exports of the campaign products editor (issue 19): presentational, the console keeps
// the values, the SDK's rule and the stored shape.
export { ProductsEditor } from "../components/products-editor/ProductsEditor";
export type {
  ProductFrequencyRow,
  ProductsEditorChoice,
  ProductsEditorProblems,
  ProductsEditorProps,
} from "../components/products-editor/ProductsEditor";
export { DEFAULT_PRODUCTS_EDITOR_LABELS } from "../components/products-editor/products-editor.labels";
export type { ProductsEditorLabels } from "../components/products-editor/products-editor.labels";
