/**
 * Signing students up and in over the real REST API, for tests: the OTP is read from the SMTP
 * sink, and each user keeps its cookies like a browser would.
 */
import { DEMO_PASSWORD, seedStudents } from "../../src/users/seed.ts";
import type { SmtpSink } from "./smtp_sink.ts";
import type { TestServer } from "./server.ts";

/** A cookie jar for one client of the server. */
export class Client {
  cookies = new Map<string, string>();
  constructor(readonly server: Pick<TestServer, "url" | "origin">) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Sends a request as this client (JSON body when `json` is given) and stores cookies.
   * A 5xx answer fails the test at once. */
  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: T }> {
    const h = new Headers({ origin: this.server.origin, ...headers });
    if (this.cookies.size) h.set("cookie", this.cookieHeader);
    if (json !== undefined) h.set("content-type", "application/json");
    const res = await fetch(`${this.server.url}${path}`, {
      method,
      headers: h,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    // No request in any test may be answered with a server error.
    if (res.status >= 500) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
    return {
      status: res.status,
      headers: res.headers,
      body: (text ? JSON.parse(text) : null) as T,
    };
  }
}

export type SignedUp = {
  client: Client;
  user: { _id: string; name: string; username: string; email: string };
};

export type SignUpFields = { name?: string; username?: string; password?: string; email?: string };

let counter = 0;

/** Runs sign-up steps 1 and 2 for `email` (the code read from `smtp`); returns step 3's token. */
export async function completeTokenFor(
  client: Client,
  smtp: SmtpSink,
  email: string,
): Promise<string> {
  const start = await client.request("POST", "/api/auth/signup/start", { email });
  if (start.status !== 200) {
    throw new Error(`signup/start: ${start.status} ${JSON.stringify(start.body)}`);
  }
  const otp = await smtp.codeFor(email);
  const verify = await client.request<{ completeToken: string }>(
    "POST",
    "/api/auth/signup/verify",
    { email, otp },
  );
  if (verify.status !== 200) throw new Error(`signup/verify: ${verify.status}`);
  return verify.body.completeToken;
}

/** Runs the three sign-up steps for a new student and returns its signed-in client. */
export async function signUp(
  server: TestServer,
  smtp: SmtpSink,
  fields: SignUpFields = {},
): Promise<SignedUp & { password: string }> {
  const n = ++counter;
  const email = fields.email ?? `student${n}.${Date.now()}@${server.config.collegeEmailDomain}`;
  const username = fields.username ?? `student${n}_${Math.floor(Math.random() * 1e6)}`;
  const password = fields.password ?? "correct horse battery";
  const client = new Client(server);
  const done = await client.request<{ user: SignedUp["user"] }>(
    "POST",
    "/api/auth/signup/complete",
    {
      completeToken: await completeTokenFor(client, smtp, email),
      name: fields.name ?? `Student ${n}`,
      username,
      password,
    },
  );
  if (done.status !== 201) {
    throw new Error(`signup/complete: ${done.status} ${JSON.stringify(done.body)}`);
  }
  return { client, user: done.body.user, password };
}

/** Signs up one student per entry, one after the other (a string entry is a username). */
export async function signUpEach(
  server: TestServer,
  smtp: SmtpSink,
  students: (string | SignUpFields)[],
): Promise<(SignedUp & { password: string })[]> {
  const signedUp = [];
  for (const fields of students) {
    signedUp.push(
      await signUp(server, smtp, typeof fields === "string" ? { username: fields } : fields),
    );
  }
  return signedUp;
}

/** Signs in a demo student of `seedStudents` (password `DEMO_PASSWORD`); fails unless it works. */
export async function loginDemo(
  server: Pick<TestServer, "url" | "origin">,
  username: string,
): Promise<{ client: Client; id: string; user: { _id: string; name: string } }> {
  const client = new Client(server);
  const res = await client.request<{ user: { _id: string; name: string } }>(
    "POST",
    "/api/auth/login",
    { emailOrUsername: username, password: DEMO_PASSWORD },
  );
  if (res.status !== 200) throw new Error(`${username} could not sign in: ${res.status}`);
  return { client, id: res.body.user._id, user: res.body.user };
}

/** The demo students, with `aarav` (a) and `diya` (b) signed in and their chat opened. */
export async function demoPairInChat(server: TestServer) {
  await seedStudents(server.kv, server.config);
  const a = await loginDemo(server, "aarav");
  const b = await loginDemo(server, "diya");
  const chat = await a.client.request<{ chat: { _id: string } }>("POST", `/api/chat/user/${b.id}`);
  return { a, b, chatId: chat.body.chat._id };
}
