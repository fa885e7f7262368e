/**
 * The words of the guide page (spec 001 §2 "Guide page"): the hero and its jump buttons, each
 * section's head, the titles of a step's three lists, and the closing line.
 */
import type { SectionCopy } from "../site/section.tsx";

export const guideHero = {
  titleId: "guide-title",
  eyebrow: "User guide",
  title: "Your guide to Campus",
  lead:
    "Three steps from curious visitor to active member, a map of where everything lives, and answers to the questions new students ask most.",
  jumps: [
    { href: "#journey", label: "Explore the journey map", primary: true },
    { href: "#demo", label: "Watch the demo", primary: false },
    { href: "#faq", label: "Read the FAQ", primary: false },
  ],
};

export const guideSections = {
  journey: {
    titleId: "journey-title",
    eyebrow: "Journey map",
    title: "Where everything lives",
    lead: "Select a place to see what it is for and where it leads next.",
  },
  steps: {
    titleId: "steps-title",
    eyebrow: "Step by step",
    title: "From first visit to first post",
    lead: "What to do at each step, tips from seniors, and the mistakes to avoid.",
  },
  tools: {
    titleId: "tools-title",
    eyebrow: "Feature by feature",
    title: "How each tool works",
    lead: "Short how-tos for the tools students ask about most.",
  },
  demo: {
    titleId: "demo-title",
    eyebrow: "Interactive demo",
    title: "See how finding a resource works",
    lead:
      "Press Play to watch the highlight move through search results, or type to narrow them down.",
  },
  faq: {
    titleId: "faq-title",
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    lead: "Open a question to read its answer.",
  },
  analytics: {
    titleId: "analytics-title",
    eyebrow: "Your data",
    title: "Analytics & Privacy",
    lead: "What we measure on this guide, and why.",
  },
} satisfies Record<string, SectionCopy>;

/** The titles of a step's lists: what to do, tips and mistakes. */
export const stepListTitles = { do: "What to Do", tip: "Pro Tips", avoid: "Avoid These" };

export const guideClosing = { title: "Ready to start?", shareTitle: "Your guide to Campus" };
