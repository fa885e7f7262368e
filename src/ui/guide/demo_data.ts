/**
 * Guide demo and analytics content (spec 001 §3 "Guide content"): the sample resource cards the
 * demo highlights, and the analytics events with their purposes and the opt-out note.
 */

export type DemoResource = { id: string; title: string; description: string };

/** How long the demo stays on one card (the spec allows 1.5 to 2 s). */
export const DEMO_STEP_MS = 1800;

export const demoResources: DemoResource[] = [
  {
    id: "dsa-sheet",
    title: "DSA sheet: 150 problems",
    description: "Arrays to dynamic programming, ordered from easy to hard.",
  },
  {
    id: "os-notes",
    title: "Operating Systems notes",
    description: "Scheduling, deadlocks and paging on ten pages.",
  },
  {
    id: "dbms-cheatsheet",
    title: "DBMS cheat sheet",
    description: "Normal forms, joins and transactions at a glance.",
  },
  {
    id: "system-design",
    title: "System design primer",
    description: "Caching, load balancing and sharding with diagrams.",
  },
  {
    id: "resume-template",
    title: "One-page resume template",
    description: "The layout seniors used for their first offers.",
  },
];

export type AnalyticsEvent = { name: string; description: string; purpose: string };

export type AnalyticsInfo = { description: string; events: AnalyticsEvent[]; optOut: string };

export const analyticsInfo: AnalyticsInfo = {
  description:
    "Campus counts a few anonymous events to learn which parts of the guide and the site help students. We never sell this data or use it for advertising.",
  events: [
    {
      name: "guide_view",
      description: "The guide page was opened.",
      purpose: "Know whether new students find the guide.",
    },
    {
      name: "journey_node_click",
      description: "A node on the journey map was selected.",
      purpose: "See which parts of Campus people want to learn about first.",
    },
    {
      name: "demo_play",
      description: "The interactive demo was started or reset.",
      purpose: "Decide whether the demo is worth extending.",
    },
    {
      name: "faq_open",
      description: "An FAQ answer was opened.",
      purpose: "Find the questions we should answer better elsewhere.",
    },
    {
      name: "guide_share",
      description: "The guide was shared or its link copied.",
      purpose: "Understand how students hear about Campus.",
    },
  ],
  optOut:
    "You can opt out at any time: turn on Do Not Track in your browser or write to us, and we will stop counting events from your account.",
};
