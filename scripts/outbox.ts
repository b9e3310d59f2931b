/**
 * npm run outbox [-- <recipient>] [--sms|--email] — prints the e-mail and SMS the product would have
 * sent (no gateway is reachable here). Asks the running server; with none running, opens the database.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { readOutbox } from '../src/server/services/outbox';

const args = process.argv.slice(2);
const recipient = args.find((a) => !a.startsWith('--'));
const channel = args.includes('--sms') ? 'sms' : args.includes('--email') ? 'email' : undefined;
const config = loadConfig();

interface Message {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string | Date;
}

async function fromServer(): Promise<Message[] | undefined> {
  const query = new URLSearchParams({ ...(recipient && { recipient }), ...(channel && { channel }) });
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/dev-outbox.json?${query}`);
    return res.ok ? ((await res.json()) as Message[]) : undefined;
  } catch {
    return undefined;
  }
}

async function fromDatabase(): Promise<Message[]> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, max: 1 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    return await readOutbox(database.db, { recipient, channel });
  } finally {
    await database.close();
  }
}

const messages = (await fromServer()) ?? (await fromDatabase());
if (messages.length === 0) console.log('The outbox is empty.');
for (const m of messages.reverse()) {
  console.log(
    `\n── ${m.channel === 'sms' ? 'SMS' : 'E-mail'} to ${m.recipient} · ${new Date(m.createdAt).toISOString()}`,
  );
  if (m.subject) console.log(`Subject: ${m.subject}`);
  console.log(m.body);
}
