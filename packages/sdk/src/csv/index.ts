export {
  toCsv,
  toCsvStream,
  csvField,
  csvText,
  csvHeaderLine,
  csvRowLine,
  CSV_LINE_END,
} from "./csv";
export type { CsvColumn } from "./csv";
