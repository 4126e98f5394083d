export { compareIgnoringArticles, sortByTitle, stripLeadingArticle, sortFieldName } from "./sort";
export { isPatternRule, isValidFilterRule, matchesFilter } from "./filter";
export type { FilterRule } from "./filter";
export { fullName, locationLabel, titleCase, trimSingleInput } from "./names";
export type { NameParts, LocationParts } from "./names";
export { markdownLite } from "./markdown-lite";
