/**
 * The study-material subjects (spec 000 §2–3): 8 semesters of 3 subjects, each with a stable id.
 * Both sides read it: the home page draws them, and the server accepts only these ids as favourites.
 */

export type StudySubject = { id: string; semester: number; name: string; description: string };

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

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** Every subject in semester order. Ids are stored as favourites: never rename one. */
export const STUDY_SUBJECTS: readonly StudySubject[] = semesterSubjects.flatMap((subjects, i) =>
  subjects.map(([name, description]) => ({
    id: `s${i + 1}-${slug(name)}`,
    semester: i + 1,
    name,
    description,
  }))
);

export const SUBJECT_IDS: readonly string[] = STUDY_SUBJECTS.map((s) => s.id);

const known = new Set(SUBJECT_IDS);

/** True for the id of a subject of the catalogue. */
export function isSubjectId(value: string): boolean {
  return known.has(value);
}

/** A student can favour each subject once, so never more than there are subjects. */
export const MAX_FAVOURITES = SUBJECT_IDS.length;

/** `ids` reduced to known subjects, each once, in catalogue order. */
export function inSubjectOrder(ids: Iterable<string>): string[] {
  const chosen = new Set(ids);
  return SUBJECT_IDS.filter((id) => chosen.has(id));
}
