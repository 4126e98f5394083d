/**
 * The translated `labels` of the @canvass/ui pieces the top bar renders (each has English
 * defaults; every text here comes from the `topbar` message area instead).
 */
import type {
  FeedbackPopupLabels,
  LanguagePopupLabels,
  SearchPopupLabels,
  TopBarLabels,
} from "@canvass/ui";
import type { Translate } from "../../i18n/use-t";

export function topBarLabels(t: Translate, brand: string): TopBarLabels {
  return {
    brand,
    search: t("topbar.search.label"),
    searchPlaceholder: t("topbar.search.placeholder"),
    openSearch: t("topbar.search.open"),
    closeSearch: t("topbar.search.close"),
    menu: t("topbar.menu"),
  };
}

export function searchPopupLabels(t: Translate): SearchPopupLabels {
  return {
    title: t("topbar.searchPopup.title"),
    loading: t("topbar.searchPopup.loading"),
    noResults: t("topbar.searchPopup.noResults"),
    noResultsHint: t("topbar.searchPopup.noResultsHint"),
    viewAll: t("topbar.searchPopup.viewAll"),
    resultCount: (count) => t("topbar.searchPopup.resultCount", { count }),
    sections: {
      accounts: t("topbar.searchPopup.section.accounts"),
      players: t("topbar.searchPopup.section.players"),
      teams: t("topbar.searchPopup.section.teams"),
      campaigns: t("topbar.searchPopup.section.campaigns"),
      exports: t("topbar.searchPopup.section.exports"),
      exportOptions: t("topbar.searchPopup.section.exportOptions"),
      customreports: t("topbar.searchPopup.section.customreports"),
    },
  };
}

export function languagePopupLabels(t: Translate): LanguagePopupLabels {
  return {
    title: t("topbar.language.title"),
    description: t("topbar.language.description"),
    close: t("topbar.language.close"),
  };
}

export function feedbackPopupLabels(t: Translate): FeedbackPopupLabels {
  return {
    title: t("topbar.feedback.title"),
    description: t("topbar.feedback.description"),
    field: t("topbar.feedback.field"),
    placeholder: t("topbar.feedback.placeholder"),
    send: t("topbar.feedback.send"),
    cancel: t("topbar.feedback.cancel"),
    close: t("topbar.feedback.close"),
    count: (length, max) => t("topbar.feedback.count", { length, max }),
    charactersLeft: (remaining) => t("topbar.feedback.left", { remaining }),
  };
}
