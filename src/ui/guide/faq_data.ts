/** Guide FAQ (spec 001 §3 "Guide content"): questions with an answer and a category each. */

export type FaqItem = { id: string; question: string; answer: string; category: string };

export const faqItems: FaqItem[] = [
  {
    id: "who-can-join",
    question: "Who can join Campus?",
    answer:
      "Any student with an e-mail address from a supported college. Sign-up checks the address and sends a 6-digit code to confirm it.",
    category: "Account",
  },
  {
    id: "otp-expired",
    question: "My code expired. What now?",
    answer:
      "Codes are valid for 10 minutes. Go back to the first sign-up step and press Send OTP again to get a fresh one.",
    category: "Account",
  },
  {
    id: "cost",
    question: "Is Campus free?",
    answer:
      "Yes. Campus is built by students for students, and every feature on this page is free to use.",
    category: "General",
  },
  {
    id: "without-account",
    question: "What can I use without an account?",
    answer:
      "The home page, Resources, placement preparation, Trending, this guide, the team page and the code room all work without signing in. The feed and chat need an account.",
    category: "General",
  },
  {
    id: "share-notes",
    question: "Can I upload my own notes?",
    answer:
      "Yes. Create a roadmap post with links to your notes, or an image post with photos of handwritten pages. Only share material you wrote or may share.",
    category: "Content",
  },
  {
    id: "code-room",
    question: "How do I practise coding with a friend?",
    answer:
      "Open the code room, press New Room and send your friend the room ID. Both of you type in the same editor and can run the code together.",
    category: "Features",
  },
  {
    id: "privacy",
    question: "Who can see my profile and files?",
    answer:
      "Your profile and posts are visible to Campus members. Saved code files are private unless you make them public from your profile.",
    category: "Privacy",
  },
];
