/** Links shared by the sitemap, footer and home page (spec 001 §2 "Sitemap" and anchors). */

/** A link: one outside Campus opens in a new tab; an icon (path data) shows before the label. */
export type SiteLink = { href: string; label: string; external?: boolean; icon?: string };

export const socialLinks: SiteLink[] = [
  { href: "https://github.com/campus-students", label: "Campus on GitHub", external: true },
  {
    href: "https://www.linkedin.com/company/campus-students",
    label: "Campus on LinkedIn",
    external: true,
  },
];

/** The footer of every page. */
export const footerLinks: SiteLink[] = [
  { href: "/guide", label: "Guide" },
  { href: "/team", label: "Team" },
  { href: "/sitemap", label: "All links" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
  { href: "/contact", label: "Contact" },
];

export const SUPPORT_EMAIL = "support@campus.example";
export const SUPPORT_PHONE = "+91 00000 00000";

export const sitemapGroups: { title: string; links: SiteLink[] }[] = [
  {
    title: "Community",
    links: [
      { href: "/", label: "Home" },
      { href: "/feed", label: "Feed" },
      { href: "/feed#notifications", label: "Notifications" },
      { href: "/settings/notifications", label: "Notification settings" },
      { href: "/chat", label: "Messages" },
      { href: "/trending", label: "Trending" },
      { href: "/team", label: "Team" },
      { href: "/search", label: "Search" },
    ],
  },
  {
    title: "Learn",
    links: [
      { href: "/#StudyMaterials", label: "Study materials" },
      { href: "/#PlacementPrepSection", label: "Placement prep" },
      { href: "/editor/demo", label: "Code editor (demo room)" },
      { href: "/interview", label: "Mock interviews" },
      { href: "/guide", label: "Guide" },
      { href: "/guide#mock-interview", label: "Guide: mock interview" },
      { href: "/resume", label: "Resume builder" },
      { href: "/guide#resume", label: "Guide: resume builder" },
      { href: "/planner", label: "Study planner" },
      { href: "/guide#tasks", label: "Guide: study planner" },
    ],
  },
  {
    title: "About Campus",
    links: [
      { href: "/#about", label: "About" },
      { href: "/#benefits", label: "Benefits" },
      { href: "/#careers", label: "Career paths" },
      { href: "/#internships", label: "Internships" },
      { href: "/#features", label: "Features" },
      { href: "/#feedback", label: "Feedback" },
    ],
  },
  {
    title: "Legal and contact",
    links: [
      { href: "/privacy", label: "Privacy" },
      { href: "/terms", label: "Terms" },
      { href: "/contact", label: "Contact" },
      ...socialLinks,
    ],
  },
];
