import {
  composeAnswer,
  systemPrompt,
  tokensOf,
  type ChatCitation,
  type ChatIntent,
  type Grounding,
} from '../../../domain/chat';
import type { IsoDate } from '../../../domain/dates';
import type { Config } from '../../config';

export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantInput {
  intent: ChatIntent;
  grounding: Grounding;
  /** The session's earlier complete turns, oldest first. */
  history: readonly AssistantTurn[];
  question: string;
  /** Today in the customer's time zone. */
  today: IsoDate;
  timeZone: string;
  /** Aborts when the client goes away or presses Stop. */
  signal: AbortSignal;
}

export interface AssistantReply {
  /** The records the answer is grounded in, known before the first token. */
  citations: ChatCitation[];
  tokens: AsyncIterable<string>;
}

/** Ask Terra's answerer: a local rule set or a model behind an OpenAI-compatible API. */
export interface Assistant {
  reply(input: AssistantInput): AssistantReply;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** The default assistant: rules over the customer's records, streamed word by word with a small pacing. */
export function localAssistant(tokenDelayMs: number): Assistant {
  return {
    reply(input) {
      const answer = composeAnswer(input.intent, input.grounding, input.today);
      async function* tokens() {
        for (const token of tokensOf(answer.text)) {
          if (input.signal.aborted) return;
          yield token;
          await pause(tokenDelayMs, input.signal);
        }
      }
      return { citations: answer.citations, tokens: tokens() };
    },
  };
}

/** The JSON of one `data:` line of a chat-completions stream. */
interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
}

/**
 * A model behind any OpenAI-compatible chat-completions API, given the same grounding as text and the
 * same safety rules; its stream is passed through token by token. Citations are the records the
 * local retrieval picked for the question.
 */
export function openAiAssistant(
  options: { baseUrl: string; apiKey: string | undefined; model: string },
  fetchImpl: typeof fetch = fetch,
): Assistant {
  return {
    reply(input) {
      const { citations } = composeAnswer(input.intent, input.grounding, input.today);
      async function* tokens() {
        const res = await fetchImpl(`${options.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            messages: [
              { role: 'system', content: systemPrompt(input.grounding, input.today) },
              ...input.history.map((t) => ({ role: t.role, content: t.content })),
              { role: 'user', content: input.question },
            ],
          }),
          signal: input.signal,
        });
        if (!res.ok || !res.body) throw new Error(`The model server answered ${res.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let newline = buffer.indexOf('\n');
          while (newline >= 0) {
            const line = buffer.slice(0, newline).trim();
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf('\n');
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') return;
            const text = (JSON.parse(data) as CompletionChunk).choices?.[0]?.delta?.content;
            if (text) yield text;
          }
        }
      }
      return { citations, tokens: tokens() };
    },
  };
}

export function assistantFor(config: Config['chat']): Assistant {
  return config.provider === 'openai' && config.apiBaseUrl
    ? openAiAssistant({ baseUrl: config.apiBaseUrl, apiKey: config.apiKey, model: config.model })
    : localAssistant(config.tokenDelayMs);
}
