import { selectHomePath } from "@canvass/machines";
import { LoadingAnimation } from "@canvass/ui";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import { settledSession } from "../session/settled";

/**
 * `/`: a loading view until the session has decided, then the operator's home (the role's, or the
 * user's or team's metadata homepage, or the configuration's), or `/login` when signed out.
 */
export function HomePage() {
  const t = useT();
  const { session } = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void settledSession(session).then((snapshot) => {
      if (cancelled) return;
      void navigate(selectHomePath(snapshot) ?? "/login", { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [session, navigate]);
  return <LoadingAnimation fill showLabel label={t("home.loading")} />;
}
