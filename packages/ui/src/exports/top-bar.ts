// Public exports of the top-bar group (see ../index.ts).
export { TopBar } from "../components/top-bar/TopBar";
export type { TopBarProps } from "../components/top-bar/TopBar";
export type { TopBarLabels } from "../components/top-bar/top-bar.labels";
export { topBarLayout } from "../components/top-bar/top-bar.layout";
export type { TopBarLayout } from "../components/top-bar/top-bar.layout";
export { BrandLogo } from "../components/top-bar/BrandLogo";
export type { BrandLogoProps } from "../components/top-bar/BrandLogo";
export { SearchPopup } from "../components/search-popup/SearchPopup";
export type { SearchPopupProps } from "../components/search-popup/SearchPopup";
export type { SearchResultLinkProps } from "../components/search-popup/SearchResultSection";
export type {
  SearchPopupLabels,
  SearchPopupLabelsInput,
} from "../components/search-popup/search-popup.labels";
export { HolidayDecoration } from "../components/holiday-decoration/HolidayDecoration";
export type { HolidayDecorationProps } from "../components/holiday-decoration/HolidayDecoration";
