import type { Messages } from "../../messages";

/**
 * The server's problems in the reader's words (English, Canada: the source of the others),
 * chosen by the problem's code or status (`patterns/form/problem-words.ts`); the server's own
 * English text is never shown.
 */
export const messages: Messages = {
  "problem.field.required": "Required",
  "problem.field.tooShort": "Too short or empty.",
  "problem.field.tooLong": "Too long.",
  "problem.field.tooDeep": "Nested too deeply.",
  "problem.field.format": "Not in the expected format.",
  "problem.field.choice": "Not one of the allowed choices.",
  "problem.field.range": "Outside the allowed range.",
  "problem.field.taken": "Already in use.",
  "problem.field.characters": "Contains characters that are not allowed.",
  "problem.field.unknownField": "This field cannot be set here.",
  "problem.field.role": "You may not give this role.",
  "problem.field.team": "You may not put users in this team.",
  "problem.field.parent": "This team cannot go under that parent.",
  "problem.field.wrongPassword": "The password is wrong.",
  "problem.field.samePassword": "Choose a password different from the current one.",
  "problem.field.mismatch": "The values do not match.",
  "problem.field.hasSubmissions":
    "This user has submissions, so they cannot be deleted. Deactivate them instead.",
  "problem.field.invalid": "This value is not accepted.",
  "problem.unauthorized": "Your session has ended. Sign in again.",
  "problem.forbidden": "You may not do this.",
  "problem.notFound": "It no longer exists, or you may not see it.",
  "problem.conflict": "This conflicts with a change made in the meantime. Reload and try again.",
  "problem.tooLarge": "This is too large to send.",
  "problem.tooMany": "Too many tries. Wait a moment and try again.",
  "problem.other": "The server refused this.",
};
