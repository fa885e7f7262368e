/** The words of the team page around its directory (spec 001 §2 "Team page"): the page head and
 * the Join Our Mission block with its three ways to help. */
import { iconCode, iconPen, iconUsers } from "../kit/icon_paths.ts";

export const teamPage = {
  title: "Our team",
  lead:
    "Students building the place where students learn. Search by name, designation or skill, or pick a role.",
  directoryTitle: "Team members",
};

export const joinMission = {
  titleId: "join-title",
  eyebrow: "Join Our Mission",
  title: "Help every student prepare together",
  lead:
    "Campus is built by students in their spare time. If you can code, design, write or simply explain things well, there is a place for you on the team.",
  join: "Join Campus",
  write: "Write to the team",
  ways: [
    { icon: iconCode, title: "Build", text: "Fix a bug or ship a feature with the dev team." },
    { icon: iconPen, title: "Write", text: "Curate notes and roadmaps for your branch." },
    {
      icon: iconUsers,
      title: "Mentor",
      text: "Answer juniors' questions in your strongest subject.",
    },
  ],
};
