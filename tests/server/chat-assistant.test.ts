import { describe, expect, it } from 'vitest';
import type { Grounding } from '../../src/domain/chat';
import {
  localAssistant,
  openAiAssistant,
  type AssistantInput,
} from '../../src/server/services/chat/assistant';

const grounding: Grounding = {
  firstName: 'Alex',
  markers: [],
  attention: [],
  hasResults: false,
  innerAge: null,
  habits: null,
  dna: null,
};
const input = (signal: AbortSignal): AssistantInput => ({
  intent: { kind: 'help', markers: [] },
  grounding,
  history: [{ role: 'user', content: 'Earlier question' }],
  question: 'What can you do?',
  today: '2026-11-22',
  timeZone: 'UTC',
  signal,
});

async function collect(tokens: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const t of tokens) out.push(t);
  return out;
}

describe('local assistant', () => {
  it('streams the composed answer word by word', async () => {
    const tokens = await collect(localAssistant(0).reply(input(new AbortController().signal)).tokens);
    expect(tokens.length).toBeGreaterThan(20);
    expect(tokens.join('')).toMatch(/^I answer from your own results/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const out: string[] = [];
    for await (const t of localAssistant(5).reply(input(controller.signal)).tokens) {
      out.push(t);
      if (out.length === 3) controller.abort();
    }
    expect(out).toHaveLength(3);
  });
});

describe('OpenAI-compatible assistant', () => {
  it('parses data lines split across chunks and ignores comments, stopping at [DONE]', async () => {
    const wire =
      ': keep-alive\n\n' +
      'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":"lo there"}}]}\n\n' +
      'data: [DONE]\n\n' +
      'data: {"choices":[{"delta":{"content":"never"}}]}\n\n';
    const bytes = new TextEncoder().encode(wire);
    const seen: { url?: string; body?: string } = {};
    const fakeFetch = ((url: string, init: RequestInit) => {
      seen.url = url;
      seen.body = init.body as string;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
          controller.close();
        },
      });
      return Promise.resolve(new Response(stream, { status: 200 }));
    }) as unknown as typeof fetch;
    const reply = openAiAssistant(
      { baseUrl: 'http://model.test/v1', apiKey: undefined, model: 'm' },
      fakeFetch,
    ).reply(input(new AbortController().signal));
    expect((await collect(reply.tokens)).join('')).toBe('Hello there');
    expect(seen.url).toBe('http://model.test/v1/chat/completions');
    const body = JSON.parse(seen.body!) as { messages: { role: string; content: string }[] };
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(body.messages[1]!.content).toBe('Earlier question');
  });

  it('fails on an error answer', async () => {
    const fakeFetch = (() =>
      Promise.resolve(new Response('nope', { status: 503 }))) as unknown as typeof fetch;
    const reply = openAiAssistant({ baseUrl: 'http://model.test', apiKey: 'k', model: 'm' }, fakeFetch).reply(
      input(new AbortController().signal),
    );
    await expect(collect(reply.tokens)).rejects.toThrow(/503/);
  });
});
