import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

const base = { NODE_ENV: 'test' };

describe('chat configuration', () => {
  it('defaults to the local assistant, reaching nothing', () => {
    expect(loadConfig(base).chat).toEqual({
      provider: 'local',
      apiBaseUrl: undefined,
      apiKey: undefined,
      model: 'gpt-4o-mini',
      tokenDelayMs: 12,
    });
  });

  it('reads the OpenAI-compatible provider and trims the base address', () => {
    const chat = loadConfig({
      ...base,
      CHAT_PROVIDER: 'openai',
      CHAT_API_BASE_URL: 'http://127.0.0.1:11434/v1/',
      CHAT_API_KEY: 'k',
      CHAT_MODEL: 'llama3.2',
      CHAT_TOKEN_DELAY_MS: '0',
    }).chat;
    expect(chat).toEqual({
      provider: 'openai',
      apiBaseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'k',
      model: 'llama3.2',
      tokenDelayMs: 0,
    });
  });

  it('refuses an unknown provider, openai without an address, and a bad delay', () => {
    expect(() => loadConfig({ ...base, CHAT_PROVIDER: 'magic' })).toThrow(/CHAT_PROVIDER/);
    expect(() => loadConfig({ ...base, CHAT_PROVIDER: 'openai' })).toThrow(/CHAT_API_BASE_URL/);
    expect(() => loadConfig({ ...base, CHAT_PROVIDER: 'openai', CHAT_API_BASE_URL: 'ftp://x' })).toThrow(
      /http/,
    );
    expect(() => loadConfig({ ...base, CHAT_TOKEN_DELAY_MS: '-1' })).toThrow(/CHAT_TOKEN_DELAY_MS/);
  });
});
