/**
 * Every island, wrapped once for server rendering. The name must equal the file name in
 * `islands/`: the build makes one entry per file and the boot script looks islands up by name.
 */
import Header from "../../islands/Header.tsx";
import LoginForm from "../../islands/LoginForm.tsx";
import SignupForm from "../../islands/SignupForm.tsx";
import SessionGate from "../../islands/SessionGate.tsx";
import ThemeSwitch from "../../islands/ThemeSwitch.tsx";
import PlacementPrep from "../../islands/PlacementPrep.tsx";
import StudyMaterials from "../../islands/StudyMaterials.tsx";
import FeedbackShowcase from "../../islands/FeedbackShowcase.tsx";
import TeamDirectory from "../../islands/TeamDirectory.tsx";
import GuideProgress from "../../islands/GuideProgress.tsx";
import GuideJourney from "../../islands/GuideJourney.tsx";
import GuideDemo from "../../islands/GuideDemo.tsx";
import GuideFaq from "../../islands/GuideFaq.tsx";
import GuideAnalytics from "../../islands/GuideAnalytics.tsx";
import GuideActions from "../../islands/GuideActions.tsx";
import ProfileView from "../../islands/ProfileView.tsx";
import Discover from "../../islands/Discover.tsx";
import SuggestedCard from "../../islands/SuggestedCard.tsx";
import QuickLinks from "../../islands/QuickLinks.tsx";
import FeedPage from "../../islands/FeedPage.tsx";
import PostPage from "../../islands/PostPage.tsx";
import CreatePost from "../../islands/CreatePost.tsx";
import ChatPage from "../../islands/ChatPage.tsx";
import EditorRoom from "../../islands/EditorRoom.tsx";
import { island } from "./island.tsx";

export const HeaderIsland = island("Header", Header);
export const LoginFormIsland = island("LoginForm", LoginForm);
export const SignupFormIsland = island("SignupForm", SignupForm);
export const SessionGateIsland = island("SessionGate", SessionGate);
export const ThemeSwitchIsland = island("ThemeSwitch", ThemeSwitch);
export const PlacementPrepIsland = island("PlacementPrep", PlacementPrep);
export const StudyMaterialsIsland = island("StudyMaterials", StudyMaterials);
export const FeedbackShowcaseIsland = island("FeedbackShowcase", FeedbackShowcase);
export const TeamDirectoryIsland = island("TeamDirectory", TeamDirectory);
export const GuideProgressIsland = island("GuideProgress", GuideProgress);
export const GuideJourneyIsland = island("GuideJourney", GuideJourney);
export const GuideDemoIsland = island("GuideDemo", GuideDemo);
export const GuideFaqIsland = island("GuideFaq", GuideFaq);
export const GuideAnalyticsIsland = island("GuideAnalytics", GuideAnalytics);
export const GuideActionsIsland = island("GuideActions", GuideActions);
export const DiscoverIsland = island("Discover", Discover);
export const SuggestedCardIsland = island("SuggestedCard", SuggestedCard);
export const QuickLinksIsland = island("QuickLinks", QuickLinks);
export const ProfileViewIsland = island("ProfileView", ProfileView);
export const CreatePostIsland = island("CreatePost", CreatePost);
export const FeedPageIsland = island("FeedPage", FeedPage);
export const PostPageIsland = island("PostPage", PostPage);
export const ChatPageIsland = island("ChatPage", ChatPage);
export const EditorRoomIsland = island("EditorRoom", EditorRoom);
