/**
 * The bench's baseline: a bare Hono app on @hono/node-server answering every GET with the bytes and
 * headers the product sent for one reference call (read from the JSON file named by argv[2]; the body
 * in base64, exactly as it came over the wire, gzip included).
 */
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const answer = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as {
  body: string;
  headers: Record<string, string>;
};
const body = new Uint8Array(Buffer.from(answer.body, 'base64'));
const app = new Hono().get('*', (c) => c.body(body, 200, answer.headers));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  process.stdout.write(`running at http://127.0.0.1:${info.port}\n`),
);
