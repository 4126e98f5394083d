import { Link } from "react-router-dom";

const LINK = "font-medium text-primary-text hover:underline";

/** A team's title, linking to its profile when the operator may open it. */
export function TeamLink({
  id,
  title,
  linked,
}: {
  readonly id: string;
  readonly title: string;
  readonly linked: boolean;
}) {
  return linked ? (
    <Link to={`/team/${encodeURIComponent(id)}`} className={LINK}>
      {title}
    </Link>
  ) : (
    <>{title}</>
  );
}
