/** The words of the legal and contact pages (spec 001 §2 "Legal and contact"): privacy, terms and
 * the ways to reach us. */
import { type SiteLink, SUPPORT_EMAIL, SUPPORT_PHONE } from "./site_links.ts";

/** A page of headed paragraphs; a paragraph is text with links in it. */
export type ProseCopy = {
  title: string;
  lead: string;
  sections: { heading: string; text: (string | SiteLink)[] }[];
};

const supportMail: SiteLink = { href: `mailto:${SUPPORT_EMAIL}`, label: SUPPORT_EMAIL };

export const privacyPage: ProseCopy = {
  title: "Privacy",
  lead: "How Campus treats your data. This policy is a draft.",
  sections: [
    {
      heading: "What we keep",
      text: [
        "Your college e-mail address, the profile you fill in, what you post, and the messages you send. We keep them to run Campus for you and for nothing else.",
      ],
    },
    {
      heading: "What we never do",
      text: ["We do not sell your data, and we do not show advertising."],
    },
    { heading: "Questions", text: ["Write to ", supportMail, "."] },
  ],
};

export const termsPage: ProseCopy = {
  title: "Terms of use",
  lead: "The rules of Campus. These terms are a draft.",
  sections: [
    {
      heading: "Who can join",
      text: ["Campus is for students with an e-mail address of our college."],
    },
    {
      heading: "Be a good peer",
      text: [
        "Share what helps others learn. No harassment, no spam, no content you have no right to share.",
      ],
    },
    {
      heading: "Your content",
      text: ["You own what you post. You let Campus show it to the people you share it with."],
    },
  ],
};

export const contactPage = {
  title: "Contact us",
  lead: "Questions, ideas or trouble signing in? We answer.",
  ways: [
    { title: "E-mail", link: supportMail, note: "We reply within two working days." },
    {
      title: "Phone",
      link: { href: `tel:${SUPPORT_PHONE.replaceAll(" ", "")}`, label: SUPPORT_PHONE },
      note: "Monday to Friday, 10:00–17:00.",
    },
  ],
};
