/**
 * Guide steps (spec 001 §3 "Guide content"): Discover, Register and Engage, each with the
 * details the step-by-step section lists as What to Do, Pro Tips and Avoid These.
 */
import { iconCompass, iconSparkles, iconUserPlus } from "../kit/icon_paths.ts";

export type StepColor = "primary" | "accent" | "warning";

export type GuideStep = {
  id: string;
  title: string;
  description: string;
  /** SVG path data from `icon_paths.ts`. */
  icon: string;
  color: StepColor;
  details: {
    title: string;
    description: string;
    actions: string[];
    tips: string[];
    commonMistakes: string[];
  };
};

export const guideSteps: GuideStep[] = [
  {
    id: "discover",
    title: "Discover",
    description: "Look around without an account: resources, placement prep and trending posts.",
    icon: iconCompass,
    color: "primary",
    details: {
      title: "Explore what Campus offers",
      description:
        "Everything on the home page is open to visitors. Spend ten minutes finding what matters for your year before you sign up.",
      actions: [
        "Open Resources on the home page and pick your year and semester.",
        "Browse the seven placement categories and open one that worries you.",
        "Visit Trending to see what other students are reading this week.",
      ],
      tips: [
        "Star subjects in Resources; favourites stay on your device.",
        "Read the FAQ below if you are unsure whether your college is supported.",
      ],
      commonMistakes: [
        "Trying to read every resource at once instead of one subject at a time.",
        "Skipping the guide and missing tools like the code room.",
      ],
    },
  },
  {
    id: "register",
    title: "Register",
    description: "Sign up with your college e-mail, confirm the code and set up your profile.",
    icon: iconUserPlus,
    color: "accent",
    details: {
      title: "Create your student account",
      description:
        "Sign-up takes three short steps and only accepts college e-mail addresses, which keeps Campus a students-only space.",
      actions: [
        "Enter your college e-mail on the Signup page and press Send OTP.",
        "Type the 6-digit code from your inbox; it expires in 10 minutes.",
        "Choose a name, a username and a password, then add your year and branch.",
      ],
      tips: [
        "Add a profile picture and a short bio so classmates recognise you.",
        "Pick a username you would be happy to show a recruiter.",
      ],
      commonMistakes: [
        "Using a personal e-mail address; it will be refused.",
        "Waiting too long to enter the code; request a new one if it expired.",
      ],
    },
  },
  {
    id: "engage",
    title: "Engage",
    description: "Follow peers, post what you learn, chat and practise together.",
    icon: iconSparkles,
    color: "warning",
    details: {
      title: "Learn with the community",
      description:
        "Campus works best when you take part. Small, regular contributions help you and the students after you.",
      actions: [
        "Follow five classmates or seniors from Trending or the home page.",
        "Write your first post: a roadmap, a blog or a photo of your notes.",
        "Open the code room with a friend and solve one problem together.",
      ],
      tips: [
        "Roadmap posts with resources get saved and shared the most.",
        "Turn on notifications so you see replies while the discussion is fresh.",
      ],
      commonMistakes: [
        "Posting only links without saying why they helped you.",
        "Sharing exam answers or copyrighted books; share your own notes instead.",
      ],
    },
  },
];
