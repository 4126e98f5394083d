export {
  PAYMENT_FIELDS,
  BOOLEAN_FIELDS,
  DATE_FIELDS,
  UTC_DATE_FIELDS,
  UPPERCASE_FIELDS,
  QUERY_FIELDS,
} from "./catalogue";
export type { QueryField } from "./catalogue";
export type { FieldSet, FieldSetChanges } from "./field-set";
export {
  buildFieldCatalogue,
  fieldCatalogueFromSettings,
  DEFAULT_FIELD_CATALOGUE,
  fieldGroup,
  fieldGroups,
  isPaymentField,
  isBooleanField,
  isDateField,
  isUtcDateField,
  isUppercaseField,
  isHiddenField,
  visibleFields,
} from "./fields";
export type {
  FieldCatalogue,
  FieldCatalogueChanges,
  FieldGroup,
  PortalFieldSettings,
} from "./fields";
export {
  DEFAULT_METADATA_MAX_LENGTH,
  HOMEPAGE_KEY,
  MAX_METADATA_FIELDS,
  isEmptyMetadataValue,
  metadataFieldLabel,
  metadataFieldsOf,
  metadataInputOf,
  metadataProblemText,
  metadataProblems,
  metadataValueOf,
  metadataValueProblem,
} from "./metadata-fields";
export type { MetadataField, MetadataFieldType, MetadataProblem } from "./metadata-fields";
