/**
 * Feedback shown on the home page (spec 001 §3): the quick-feedback and technical-report shapes,
 * and the static sample used until the feedback backend exists.
 */
import { longDate } from "../kit/format.ts";

export type QuickFeedback = {
  _id: string;
  name: string;
  /** Free text such as branch and year. */
  role: string;
  text: string;
  /** 0 to 5. */
  rating: number;
  type: "quick";
  createdAt: string;
};

export type Severity = "Low" | "Medium" | "High" | "Critical";

export type Attachment = { filename: string; url: string; fileType: string };

export type TechnicalReport = {
  _id: string;
  name: string;
  role: string;
  deviceInfo: string;
  severity: Severity;
  issues: string;
  featureRequest: string;
  nonFunctional: string;
  generalFeedback: string;
  attachments: Attachment[];
  type: "technical";
  /** Shown as Pending when absent. */
  status?: string;
  createdAt: string;
};

/** The words of the two carousels and of their details dialogs. */
export const feedbackCarousels = {
  quick: {
    id: "fb-quick-title",
    title: "Quick Feedback",
    noun: "feedback",
    empty: "No quick feedback yet",
    openLabel: "View Full Feedback",
    details: "Quick Feedback Details",
  },
  technical: {
    id: "fb-technical-title",
    title: "Technical Reports",
    noun: "report",
    empty: "No technical reports yet",
    openLabel: "View Full Report",
    details: "Technical Report Details",
  },
};

/** An item as the carousel receives it: the date already formatted on the server. */
export type Dated<T> = T & { dateLabel: string };

export function withDateLabel<T extends { createdAt: string }>(item: T): Dated<T> {
  return { ...item, dateLabel: longDate(item.createdAt) };
}

export const sampleQuickFeedback: QuickFeedback[] = [
  {
    _id: "q1",
    name: "Priya Sharma",
    role: "CSE, 3rd year",
    text:
      "The semester-wise notes saved my end-sems. I found the DBMS playlist and a senior's roadmap in the same place instead of hunting through ten WhatsApp groups.",
    rating: 5,
    type: "quick",
    createdAt: "2026-03-04T13:15:00Z",
  },
  {
    _id: "q2",
    name: "Arjun Nair",
    role: "ECE, 2nd year",
    text:
      "Pairing in the code room with a friend before our lab exam was great. Would love a few more C++ templates.",
    rating: 4,
    type: "quick",
    createdAt: "2026-02-26T09:40:00Z",
  },
  {
    _id: "q3",
    name: "Meera Joshi",
    role: "IT, 4th year",
    text:
      "The placement section is focused and not overwhelming. The system design list plus the mock interview practice helped me clear two rounds.",
    rating: 5,
    type: "quick",
    createdAt: "2026-02-18T16:05:00Z",
  },
  {
    _id: "q4",
    name: "Dev Patel",
    role: "Mechanical, 1st year",
    text: "Simple and clean. Please add more first-year physics material!",
    rating: 4,
    type: "quick",
    createdAt: "2026-02-10T11:20:00Z",
  },
];

export const sampleTechnicalReports: TechnicalReport[] = [
  {
    _id: "t1",
    name: "Karthik Rao",
    role: "CSE, 3rd year",
    deviceInfo: "Android 14, Chrome 131, Pixel 7",
    severity: "High",
    issues:
      "On mobile the chat input is hidden behind the keyboard when a conversation has many messages, so I have to scroll up to see what I am typing.",
    featureRequest: "A dark code theme option in the shared editor.",
    nonFunctional: "The feed takes a few seconds to load on a slow hostel connection.",
    generalFeedback: "Love the idea of a students-only space. Keep going!",
    attachments: [{ filename: "chat-keyboard.png", url: "#", fileType: "image/png" }],
    type: "technical",
    status: "In review",
    createdAt: "2026-03-02T07:30:00Z",
  },
  {
    _id: "t2",
    name: "Fatima Khan",
    role: "AI&DS, 2nd year",
    deviceInfo: "Windows 11, Firefox 133",
    severity: "Medium",
    issues: "",
    featureRequest:
      "Let us bookmark individual resources inside a placement category so we can build a personal revision list before drives.",
    nonFunctional: "",
    generalFeedback: "The study material dialogs are easy to use with the keyboard.",
    attachments: [],
    type: "technical",
    createdAt: "2026-02-22T14:10:00Z",
  },
  {
    _id: "t3",
    name: "Nikhil Verma",
    role: "CSE, 4th year",
    deviceInfo: "macOS 15, Safari 18",
    severity: "Critical",
    issues:
      "Running Java code in the editor room sometimes shows an empty output panel even though the program prints several lines.",
    featureRequest: "",
    nonFunctional: "Output should appear within a couple of seconds for small programs.",
    generalFeedback: "",
    attachments: [{ filename: "empty-output.pdf", url: "#", fileType: "application/pdf" }],
    type: "technical",
    status: "Resolved",
    createdAt: "2026-02-15T18:45:00Z",
  },
  {
    _id: "t4",
    name: "Sneha Gupta",
    role: "EEE, 3rd year",
    deviceInfo: "iOS 18, Safari",
    severity: "Low",
    issues: "The footer links are a little close together on my phone.",
    featureRequest: "",
    nonFunctional: "",
    generalFeedback: "Overall smooth experience.",
    attachments: [],
    type: "technical",
    createdAt: "2026-02-08T05:25:00Z",
  },
];
