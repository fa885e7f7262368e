/**
 * Every island, wrapped once for server rendering. The name must equal the file name in
 * `islands/`: the build makes one entry per file and the boot script looks islands up by name.
 */
import Header from "../../islands/Header.tsx";
import SessionGate from "../../islands/SessionGate.tsx";
import ThemeSwitch from "../../islands/ThemeSwitch.tsx";
import PlacementPrep from "../../islands/PlacementPrep.tsx";
import StudyMaterials from "../../islands/StudyMaterials.tsx";
import FeedbackShowcase from "../../islands/FeedbackShowcase.tsx";
import { island } from "./island.tsx";

export const HeaderIsland = island("Header", Header);
export const SessionGateIsland = island("SessionGate", SessionGate);
export const ThemeSwitchIsland = island("ThemeSwitch", ThemeSwitch);
export const PlacementPrepIsland = island("PlacementPrep", PlacementPrep);
export const StudyMaterialsIsland = island("StudyMaterials", StudyMaterials);
export const FeedbackShowcaseIsland = island("FeedbackShowcase", FeedbackShowcase);
