/** The demo posts `deno task seed` publishes: a little of everything students share. */

type DemoPost =
  | {
    type: "text";
    title: string;
    content: string;
    tags: string[];
    comments?: string[];
    captions?: never;
  }
  | {
    type: "section";
    title: string;
    content: string;
    tags: string[];
    section: {
      title: string;
      description: string;
      category:
        | "DSA"
        | "Web Dev"
        | "Mobile Dev"
        | "AI/ML"
        | "DevOps"
        | "Data Science"
        | "Cybersecurity"
        | "Other";
      resources: { title: string; link: string; description: string }[];
    };
    comments?: string[];
    captions?: never;
  }
  | {
    type: "image";
    title: string;
    content?: string;
    tags?: string[];
    captions: string[];
    comments?: string[];
  };

export const demoPosts: DemoPost[] = [
  {
    type: "text",
    title: "How I finally understood dynamic programming",
    content:
      "Stop memorising patterns. Write the recursion first, notice the repeated sub-problems, then cache them. After ten problems the tables start to write themselves. My order: Fibonacci, climbing stairs, coin change, LCS, knapsack, edit distance.",
    tags: ["DSA", "dynamic programming", "placements"],
    comments: ["This order is gold, thanks!", "Coin change was my turning point too."],
  },
  {
    type: "section",
    title: "Web development roadmap for second years",
    content: "What I wish someone had told me in my first semester.",
    tags: ["web", "roadmap"],
    section: {
      title: "From HTML to your first full-stack app",
      description: "Eight weeks, two hours a day. Build something small every week.",
      category: "Web Dev",
      resources: [
        {
          title: "MDN: Learn web development",
          link: "https://developer.mozilla.org/en-US/docs/Learn",
          description: "The best free course there is.",
        },
        {
          title: "JavaScript.info",
          link: "https://javascript.info",
          description: "Modern JavaScript, chapter by chapter.",
        },
        {
          title: "Deno manual",
          link: "https://docs.deno.com",
          description: "Run TypeScript on the server with no build step.",
        },
      ],
    },
    comments: ["Bookmarked. Starting Monday."],
  },
  {
    type: "image",
    title: "Our robotics club at the state hackathon",
    content: "Two days, one line-following robot, zero sleep. Third place!",
    tags: ["robotics", "hackathon"],
    captions: ["The arena before the finals", "Our bot, version 7"],
    comments: ["Congratulations, team!", "Version 7 looks so clean."],
  },
  {
    type: "text",
    title: "Operating systems: the five questions every interviewer asked me",
    content:
      "Process vs thread, what a context switch costs, deadlock conditions, paging vs segmentation, and how a mutex differs from a semaphore. Prepare a two-minute answer for each with one example.",
    tags: ["OS", "interviews"],
    comments: ["Deadlock conditions came up in my interview too."],
  },
  {
    type: "section",
    title: "Machine learning starter path",
    content: "Maths first, libraries second.",
    tags: ["ml"],
    section: {
      title: "Foundations before frameworks",
      description: "Linear algebra and probability make every later topic easier.",
      category: "AI/ML",
      resources: [
        {
          title: "3Blue1Brown: Essence of linear algebra",
          link: "https://www.3blue1brown.com/topics/linear-algebra",
          description: "Visual intuition.",
        },
        {
          title: "scikit-learn tutorials",
          link: "https://scikit-learn.org/stable/tutorial/index.html",
          description: "Classic models, hands-on.",
        },
      ],
    },
  },
  {
    type: "image",
    title: "Notes from the DBMS revision session",
    tags: ["DBMS", "notes"],
    captions: ["Normal forms on one page"],
  },
  {
    type: "text",
    title: "Resume tip: one project, explained well, beats five listed",
    content:
      "Pick the project you can talk about for ten minutes. Say what problem it solved, what you built, one hard bug you fixed, and a number (users, speed, size).",
    tags: ["resume", "placements"],
    comments: ["Changed my resume after reading this."],
  },
  {
    type: "section",
    title: "DevOps basics in one month",
    content: "",
    tags: ["devops", "linux"],
    section: {
      title: "Linux, containers, CI",
      description: "Learn the shell well; everything else builds on it.",
      category: "DevOps",
      resources: [
        {
          title: "The Linux command line",
          link: "https://linuxcommand.org/tlcl.php",
          description: "Free book.",
        },
        {
          title: "GitHub Actions documentation",
          link: "https://docs.github.com/actions",
          description: "Your first pipeline.",
        },
      ],
    },
  },
];
