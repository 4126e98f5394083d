/**
 * A campaign's title (decision 0025): required, at most the contract's length once trimmed, and
 * unique in the installation without regard to case ("Winter Appeal" = "WINTER APPEAL"). Unique
 * in the installation is stricter than the "unique within the client": a campaign can be
 * assigned to several clients (`clients/{id}/assignments/`), so only an installation-wide rule
 * keeps every client's list free of two equal titles whatever is assigned later. The server
 * refuses a taken title with 422 on `/title` (`CAMPAIGN_TITLE_TAKEN`), the form shows it there.
 */
import { schemaLimits } from "../generated/limits";

const LIMITS = schemaLimits.CampaignCreate.title;

/** The contract's title length (`CampaignTitle`). */
export const CAMPAIGN_TITLE_MAX_LENGTH: number = LIMITS.maxLength;

/** Why a title is refused: the code the server sends in `errors[].code` and the console translates. */
export type CampaignTitleProblem = "required" | "tooLong" | "duplicate";

/** The server's English words of each problem (the console shows its own translation). */
export const CAMPAIGN_TITLE_MESSAGES: Readonly<Record<CampaignTitleProblem, string>> = {
  required: "is required",
  tooLong: `must be at most ${String(LIMITS.maxLength)} characters`,
  duplicate: "is already used by another campaign",
};

/** The title as stored: trimmed. */
export function normalizeCampaignTitle(title: string): string {
  return title.trim();
}

/** What is wrong with a title before asking the server (uniqueness is the server's check). */
export function campaignTitleProblem(title: string): CampaignTitleProblem | null {
  const trimmed = normalizeCampaignTitle(title);
  if (trimmed.length === 0) return "required";
  if (trimmed.length > LIMITS.maxLength) return "tooLong";
  return null;
}

/** The comparison key of uniqueness: titles equal without regard to case are the same title. */
export function campaignTitleKey(title: string): string {
  return normalizeCampaignTitle(title).toLowerCase();
}
