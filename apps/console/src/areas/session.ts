import { HomePage } from "../pages/HomePage";
import { SamplePage } from "../pages/SamplePage";
import type { Screens } from "./screens";

/** The open routes: home (a loading view that forwards), sample. */
export const screens: Screens = {
  home: HomePage,
  sample: SamplePage,
};
