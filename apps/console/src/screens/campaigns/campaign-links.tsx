import { Link } from "react-router-dom";

const LINK = "font-medium text-primary-text hover:underline";

/** The address of a campaign's profile. */
export function campaignPath(id: string): string {
  return `/campaign/${encodeURIComponent(id)}`;
}

/** A campaign's title, linking to its profile when the operator may open it. */
export function CampaignLink({
  id,
  title,
  linked,
}: {
  readonly id: string;
  readonly title: string;
  readonly linked: boolean;
}) {
  return linked ? (
    <Link to={campaignPath(id)} className={LINK}>
      {title}
    </Link>
  ) : (
    <>{title}</>
  );
}
