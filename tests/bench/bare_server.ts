/** The baseline: a bare `Deno.serve` answering "hello", to compare our stack against. */
Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
}, () => new Response("hello", { headers: { "content-type": "text/plain" } }));
