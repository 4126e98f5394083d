/**
 * `@canvass/sdk/admin`: the rules of the administration pages (decision 0034) — source codes,
 * dashboard pages, optional field options and the "why is this hidden?" explainer.
 */
export {
  SOURCE_CODE_CODE_MAX_LENGTH,
  SOURCE_CODE_DESCRIPTION_MAX_LENGTH,
  SOURCE_CODE_MESSAGES,
  SOURCE_CODE_NAME_MAX_LENGTH,
  normalizeSourceCode,
  sourceCodeActiveOn,
  sourceCodeKey,
  sourceCodeProblems,
  sourceCodeTaken,
} from "./source-code";
export type {
  SourceCodeDraft,
  SourceCodeField,
  SourceCodeFieldProblem,
  SourceCodeKeyed,
  SourceCodeProblem,
} from "./source-code";
export {
  DASH_PAGE_MESSAGES,
  DASH_PAGE_PANELS,
  DASH_PAGE_TITLE_MAX_LENGTH,
  dashPageKey,
  dashPageProblems,
  dashPageSlot,
  dashPageTitleFor,
  isDashPagePanel,
  movePanel,
} from "./dash-page";
export type {
  DashPageDraft,
  DashPageFieldProblem,
  DashPageKeyed,
  DashPagePanel,
  DashPageProblem,
} from "./dash-page";
export {
  FIELD_OPTION_CHOICES_MAX,
  FIELD_OPTION_CHOICE_MAX_LENGTH,
  FIELD_OPTION_MESSAGES,
  fieldOptionOverlap,
  fieldOptionProblems,
  normalizeFieldOption,
  renameChoice,
} from "./field-option";
export type {
  FieldOptionDraft,
  FieldOptionFieldProblem,
  FieldOptionKeyed,
  FieldOptionProblem,
} from "./field-option";
