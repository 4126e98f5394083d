/** Every text the file drop zone shows or announces; the console passes translations. */
export interface FileDropZoneLabels {
  /** The drop area's heading. */
  readonly title: string;
  /** Under the heading: which files are read. */
  readonly description: string;
  /** The button that opens the file picker. */
  readonly browse: string;
  /** Accessible name of the file input itself. */
  readonly fileInput: string;
  /** Switches to pasting text. */
  readonly pasteInstead: string;
  /** Switches back to a file. */
  readonly fileInstead: string;
  /** Label of the paste box. */
  readonly pasteLabel: string;
  readonly pastePlaceholder: string;
  /** Sends the pasted text. */
  readonly usePasted: string;
  /** A file of another type was chosen or dropped. */
  readonly wrongType: (fileName: string) => string;
  /** The file chosen so far. */
  readonly chosen: (fileName: string) => string;
}

export const DEFAULT_FILE_DROP_ZONE_LABELS: FileDropZoneLabels = {
  title: "Drop a file here",
  description: "CSV or Excel (.xlsx), with the column names in the first row.",
  browse: "Choose a file…",
  fileInput: "File to import",
  pasteInstead: "Paste text instead",
  fileInstead: "Upload a file instead",
  pasteLabel: "CSV text",
  pastePlaceholder: "username,email,first name,last name,role,team",
  usePasted: "Use this text",
  wrongType: (fileName) => `${fileName} cannot be read: choose a .csv or .xlsx file.`,
  chosen: (fileName) => `Chosen: ${fileName}`,
};
