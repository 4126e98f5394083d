import { can, type PermissionContext } from "@canvass/sdk/permissions";
import { fullName } from "@canvass/sdk/text";
import { IconButton, TopBar } from "@canvass/ui";
import { Languages, LogOut, MessageSquare, UserRound } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "react-router-dom";
import { useRuntime, useSessionSelector } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityAvatar } from "../../patterns/avatar/EntityAvatar";
import { ProfileMenu, type ProfileMenuItem } from "./ProfileMenu";
import { useOnceNeeded } from "../use-once-needed";
import { topBarLabels } from "./top-bar-labels";
import { openFeedback, useFeedbackActor } from "./use-feedback-actor";
import { useGlobalSearch } from "./use-global-search";
import { useHoliday } from "./use-holiday";

// Dialogs and the decoration load on first use: most page loads open neither, and the
// initial bundle stays within its budget.
const ShellLanguagePopup = lazy(() =>
  import("./ShellLanguagePopup").then((m) => ({ default: m.ShellLanguagePopup })),
);
const ShellFeedbackPopup = lazy(() =>
  import("./ShellFeedbackPopup").then((m) => ({ default: m.ShellFeedbackPopup })),
);
const HolidayBadge = lazy(() => import("./HolidayBadge"));

/** The longest page address the feedback contract takes (`FeedbackCreate.url`). */
const MAX_URL_LENGTH = 2048;

export interface OperatorTopBarProps {
  readonly permissions: PermissionContext;
  readonly menuId: string;
  readonly menuOpen: boolean;
  readonly onMenuToggle: () => void;
}

/**
 * The signed-in operator's top bar: the global search, the holiday decoration, the language
 * and feedback buttons and the profile menu, each shown only with its permission.
 */
export function OperatorTopBar({
  permissions,
  menuId,
  menuOpen,
  onMenuToggle,
}: OperatorTopBarProps) {
  const t = useT();
  const runtime = useRuntime();
  const location = useLocation();
  const search = useGlobalSearch(permissions);
  const holiday = useHoliday(runtime.config.holidays);
  const feedback = useFeedbackActor();
  const [languageOpen, setLanguageOpen] = useState(false);
  const user = useSessionSelector((snapshot) => snapshot.context.user);
  const name = user === null ? "" : fullName(user) || user.username;
  const canSendFeedback = can(permissions, "CreateFeedback");
  const feedbackOpen = useSelector(
    feedback,
    (snapshot) =>
      snapshot.matches("editing") || snapshot.matches("sending") || snapshot.matches("failed"),
  );
  const mountLanguage = useOnceNeeded(languageOpen);
  const mountFeedback = useOnceNeeded(canSendFeedback && feedbackOpen);

  const showFeedback = () => {
    const page = `${location.pathname}${location.search}${location.hash}`;
    openFeedback(feedback, page.slice(0, MAX_URL_LENGTH));
  };
  const showLanguages = () => {
    setLanguageOpen(true);
  };

  const items: ProfileMenuItem[] = [
    ...(can(permissions, "ViewOwnProfile")
      ? [
          {
            id: "profile",
            label: t("topbar.profile.myProfile"),
            icon: <UserRound size={16} />,
            to: "/user/me",
          },
        ]
      : []),
    {
      id: "language",
      label: t("topbar.profile.language"),
      icon: <Languages size={16} />,
      onSelect: showLanguages,
    },
    ...(canSendFeedback
      ? [
          {
            id: "feedback",
            label: t("topbar.profile.feedback"),
            icon: <MessageSquare size={16} />,
            onSelect: showFeedback,
          },
        ]
      : []),
    {
      id: "signOut",
      label: t("topbar.profile.signOut"),
      icon: <LogOut size={16} />,
      onSelect: () => {
        runtime.session.send({ type: "session.logout" });
      },
    },
  ];

  return (
    <>
      <TopBar
        {...search}
        labels={topBarLabels(t, runtime.config.name)}
        decoration={
          holiday === null ? undefined : (
            <Suspense fallback={null}>
              <HolidayBadge holiday={holiday} />
            </Suspense>
          )
        }
        menuId={menuId}
        menuOpen={menuOpen}
        onMenuToggle={onMenuToggle}
        actions={
          <>
            <IconButton
              label={t("topbar.language.button")}
              icon={<Languages size={18} />}
              aria-haspopup="dialog"
              onClick={showLanguages}
            />
            {canSendFeedback ? (
              <IconButton
                label={t("topbar.feedback.button")}
                icon={<MessageSquare size={18} />}
                aria-haspopup="dialog"
                onClick={showFeedback}
              />
            ) : null}
            <ProfileMenu
              name={name}
              buttonLabel={t("topbar.profile.button", { name })}
              heading={t("topbar.profile.signedInAs")}
              items={items}
              avatar={
                <EntityAvatar
                  kind="user"
                  id={user?.id ?? ""}
                  name={name}
                  hasPicture={user?.has_picture}
                  size="sm"
                />
              }
            />
          </>
        }
      />
      <Suspense fallback={null}>
        {mountLanguage ? (
          <ShellLanguagePopup open={languageOpen} onOpenChange={setLanguageOpen} />
        ) : null}
        {mountFeedback ? <ShellFeedbackPopup actor={feedback} /> : null}
      </Suspense>
    </>
  );
}
