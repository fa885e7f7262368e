/**
 * Mock interviews: the question bank's shape, the stored session, what each participant may see
 * of it, and the inputs of every call, validated here at the edge.
 */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";

import {
  type Difficulty,
  MAX_FEEDBACK,
  MAX_NOTES,
  type Track,
  TRACKS,
} from "../shared/interview_rules.ts";

export * from "../shared/interview_rules.ts";

export type Question = {
  _id: string;
  track: Track;
  difficulty: Difficulty;
  prompt: string;
  tags: string[];
  modelAnswer: string;
  rubric: string[];
};

/** What anyone practising may see of a question: no answer, no rubric. */
export type QuestionView = Omit<Question, "modelAnswer" | "rubric">;

export type SessionStatus = "waiting" | "active" | "completed" | "cancelled";

export type SessionRecord = {
  _id: string;
  mode: "solo" | "peer";
  track: Track;
  questionId: string;
  status: SessionStatus;
  candidateId: string;
  interviewerId: string | null;
  /** The editor room the pair writes in (peer only, made when the pair is formed). */
  roomId: string | null;
  /** The secret a friend's invite link carries; null for a session in the queue or solo. */
  inviteCode: string | null;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  durationMs: number;
  /** Solo: the student's notes or code and their own rating. */
  notes: string | null;
  selfRating: number | null;
  /** Peer: the interviewer's score (1–5) for each rubric point, and written feedback. */
  scores: number[] | null;
  feedback: string | null;
};

export type Person = { _id: string; name: string; username: string };

export type SessionView = {
  _id: string;
  mode: "solo" | "peer";
  track: Track;
  status: SessionStatus;
  role: "candidate" | "interviewer";
  question: QuestionView;
  /** Only for the interviewer, and for the candidate once the interview is over. */
  modelAnswer?: string;
  rubric?: string[];
  partner: Person | null;
  roomId: string | null;
  inviteCode: string | null;
  createdAt: number;
  startedAt: number | null;
  endsAt: number | null;
  endedAt: number | null;
  notes: string | null;
  selfRating: number | null;
  scores: number[] | null;
  feedback: string | null;
};

/** One line of a student's history: their own solo runs and the interviews they were given. */
export type HistoryItem = {
  _id: string;
  mode: "solo" | "peer";
  track: Track;
  prompt: string;
  difficulty: Difficulty;
  endedAt: number;
  selfRating: number | null;
  scores: number[] | null;
  feedback: string | null;
  interviewer: Person | null;
};

const trackField = z.enum(TRACKS, {
  error: `Choose a track: ${TRACKS.join(", ")}.`,
});

export const questionsInput = z.object({ track: trackField.optional() });

export const sessionIdInput = z.object({
  id: idSchema("Interview not found."),
});

export const createSessionInput = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("solo"), track: trackField }),
  z.object({
    mode: z.literal("peer"),
    track: trackField,
    /** true: a session only a friend with the link can join, instead of the track's queue. */
    invite: z.boolean().optional(),
  }),
], { error: 'Choose a mode: "solo" or "peer".' });
export type CreateSessionInput = z.infer<typeof createSessionInput>;

export const joinInput = sessionIdInput.extend({
  code: z.string({ error: "The invite code is missing." }).min(1).max(64),
});

const rating = z.number({ error: "A rating is a whole number from 1 to 5." }).int().min(1, {
  error: "A rating is a whole number from 1 to 5.",
}).max(5, { error: "A rating is a whole number from 1 to 5." });

export const finishInput = sessionIdInput.extend({
  notes: z.string().max(MAX_NOTES, { error: `Notes can be at most ${MAX_NOTES} characters.` })
    .default(""),
  selfRating: rating,
});

export const feedbackInput = sessionIdInput.extend({
  scores: z.array(rating).min(1).max(10),
  feedback: z.string().trim().min(1, { error: "Write a few words of feedback." }).max(
    MAX_FEEDBACK,
    { error: `Feedback can be at most ${MAX_FEEDBACK} characters.` },
  ),
});
