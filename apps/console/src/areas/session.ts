import { HomePage } from "../pages/HomePage";
import { SamplePage } from "../pages/SamplePage";
import { LoginPage } from "../session-pages/LoginPage";
import { ResetPasswordPage } from "../session-pages/ResetPasswordPage";
import { TwoFactorPage } from "../session-pages/TwoFactorPage";
import type { Screens } from "./screens";

/** The open routes: home (a loading view that forwards), sample, and the sign-in pages. */
export const screens: Screens = {
  home: HomePage,
  sample: SamplePage,
  login: LoginPage,
  twoFactor: TwoFactorPage,
  resetPassword: ResetPasswordPage,
};
