/**
 * Study materials, "Resources" (spec 000 §2–3): 4 years, 2 semesters each numbered 1 to 8,
 * 3 subjects per semester, each with a PDF, a YouTube link and a favourite flag.
 */
import { PLACEHOLDER_LINK } from "./placement_data.ts";

export type Subject = {
  id: string;
  name: string;
  description: string;
  pdf: string;
  youtube: string;
  /** The sample's starting flag; the visitor's own choice is kept in the browser. */
  favourite: boolean;
};

export type Semester = { number: number; subjects: Subject[] };
export type StudyYear = { year: number; title: string; semesters: Semester[] };

/** `[name, description]` of each semester's three subjects, semesters 1 to 8. */
const semesterSubjects: [string, string][][] = [
  [
    ["Engineering Mathematics I", "Calculus, matrices and differential equations."],
    ["Engineering Physics", "Optics, quantum basics and semiconductors."],
    ["Programming in C", "Variables, control flow, pointers and memory."],
  ],
  [
    ["Engineering Mathematics II", "Vector calculus, Laplace transforms and series."],
    ["Basic Electrical Engineering", "Circuits, AC/DC analysis and machines."],
    ["Engineering Graphics", "Projections, sections and technical drawing."],
  ],
  [
    ["Data Structures", "Lists, trees, heaps, hashing and graphs."],
    ["Digital Logic Design", "Boolean algebra, gates and sequential circuits."],
    ["Discrete Mathematics", "Logic, sets, relations and combinatorics."],
  ],
  [
    ["Design and Analysis of Algorithms", "Greedy, divide and conquer, dynamic programming."],
    ["Computer Organisation", "Instruction sets, pipelines and memory hierarchy."],
    ["Object-Oriented Programming", "Classes, inheritance and design in Java."],
  ],
  [
    ["Operating Systems", "Processes, scheduling, memory and file systems."],
    ["Database Management Systems", "Relational model, SQL and transactions."],
    ["Theory of Computation", "Automata, grammars and decidability."],
  ],
  [
    ["Computer Networks", "Layers, TCP/IP, routing and sockets."],
    ["Compiler Design", "Lexing, parsing, semantic analysis and code generation."],
    ["Software Engineering", "Requirements, design, testing and process models."],
  ],
  [
    ["Machine Learning", "Regression, classification and model evaluation."],
    ["Cloud Computing", "Virtualisation, containers and cloud services."],
    ["Information Security", "Cryptography, authentication and secure systems."],
  ],
  [
    ["Distributed Systems", "Consistency, consensus and fault tolerance."],
    ["Big Data Analytics", "Hadoop, Spark and large-scale data processing."],
    ["Major Project", "Planning, building and presenting your final project."],
  ],
];

const yearTitles = ["First year", "Second year", "Third year", "Fourth year"];

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function semester(number: number): Semester {
  return {
    number,
    subjects: semesterSubjects[number - 1].map(([name, description]) => ({
      id: `s${number}-${slug(name)}`,
      name,
      description,
      pdf: PLACEHOLDER_LINK,
      youtube: `https://www.youtube.com/results?search_query=${encodeURIComponent(name)}`,
      favourite: false,
    })),
  };
}

export const studyYears: StudyYear[] = yearTitles.map((title, i) => ({
  year: i + 1,
  title,
  semesters: [semester(2 * i + 1), semester(2 * i + 2)],
}));
