/**
 * Imported first by `main.ts`, before anything loads React: React's npm entry points pick their
 * development or production build from `NODE_ENV` when first loaded. The development build checks
 * every element and keeps component stacks, which made a server render about 2.5× slower.
 */
if (Deno.env.get("NODE_ENV") === undefined) Deno.env.set("NODE_ENV", "production");
