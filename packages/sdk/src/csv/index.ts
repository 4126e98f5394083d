export { toCsv, toCsvStream } from "./csv";
export type { CsvColumn } from "./csv";
