/**
 * A keep-alive HTTP/1.1 connection for the load generator that reads each response's body without
 * decoding it, as wrk does: with `fetch`, the client's gunzip of every page was what limited a
 * bench of a gzipped page, not the server. Loopback only; GET only.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CRLF_CRLF = [13, 10, 13, 10];

export class RawHttpConnection {
  #conn: Deno.TcpConn;
  #buf = new Uint8Array(256 * 1024);
  #start = 0;
  #end = 0;
  #request: Uint8Array;

  private constructor(conn: Deno.TcpConn, request: Uint8Array) {
    this.#conn = conn;
    this.#request = request;
  }

  static async open(url: string, headers: Record<string, string>): Promise<RawHttpConnection> {
    const u = new URL(url);
    if (!["127.0.0.1", "localhost"].includes(u.hostname)) throw new Error("loopback only");
    const conn = await Deno.connect({ hostname: u.hostname, port: Number(u.port) });
    const lines = [`GET ${u.pathname}${u.search} HTTP/1.1`, `host: ${u.host}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    return new RawHttpConnection(conn, encoder.encode(lines.join("\r\n") + "\r\n\r\n"));
  }

  /** Sends the GET and reads the whole response; resolves to its status. */
  async get(): Promise<number> {
    await this.#writeAll(this.#request);
    const headEnd = await this.#find(CRLF_CRLF);
    const head = decoder.decode(this.#buf.subarray(this.#start, headEnd));
    this.#start = headEnd + 4;
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (length) await this.#skip(Number(length[1]));
    else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) await this.#skipChunks();
    return status;
  }

  close(): void {
    this.#conn.close();
  }

  async #writeAll(bytes: Uint8Array): Promise<void> {
    let at = 0;
    while (at < bytes.length) at += await this.#conn.write(bytes.subarray(at));
  }

  /** Reads more bytes after `#end`, first moving what is unread to the front. */
  async #fill(): Promise<void> {
    if (this.#start > 0) {
      this.#buf.copyWithin(0, this.#start, this.#end);
      this.#end -= this.#start;
      this.#start = 0;
    }
    if (this.#end === this.#buf.length) {
      const bigger = new Uint8Array(this.#buf.length * 2);
      bigger.set(this.#buf);
      this.#buf = bigger;
    }
    const n = await this.#conn.read(this.#buf.subarray(this.#end));
    if (n === null) throw new Error("connection closed");
    this.#end += n;
  }

  /** The index where `needle` starts in the unread bytes, reading until it is there. */
  async #find(needle: number[]): Promise<number> {
    let from = this.#start;
    while (true) {
      for (let i = from; i + needle.length <= this.#end; i++) {
        if (needle.every((b, k) => this.#buf[i + k] === b)) return i;
      }
      const kept = this.#end - this.#start;
      await this.#fill();
      from = Math.max(this.#start, this.#start + kept - needle.length + 1);
    }
  }

  async #skip(n: number): Promise<void> {
    while (this.#end - this.#start < n) {
      n -= this.#end - this.#start;
      this.#start = this.#end;
      await this.#fill();
    }
    this.#start += n;
  }

  async #skipChunks(): Promise<void> {
    while (true) {
      const lineEnd = await this.#find([13, 10]);
      const size = parseInt(decoder.decode(this.#buf.subarray(this.#start, lineEnd)), 16);
      this.#start = lineEnd + 2;
      await this.#skip(size + 2); // the chunk and its CRLF; the last chunk is empty
      if (size === 0) return;
    }
  }
}
