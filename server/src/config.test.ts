import { describe, expect, it } from 'vitest';
import { readEnv } from './config.ts';

describe('LEGACY_ORIGIN', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://legacy.example.com', 'https://legacy.example.com'],
    ['https://legacy.example.com/', 'https://legacy.example.com'],
    ['http://127.0.0.1:18181', 'http://127.0.0.1:18181'],
    // Stored as the browser spells event.origin: lower-case host, default port dropped.
    ['https://Legacy.Example.com:443', 'https://legacy.example.com'],
  ])('%j is read as %j', (value, expected) => {
    expect(readEnv({ LEGACY_ORIGIN: value }).legacyOrigin).toBe(expected);
  });

  it.each([
    'legacy.example.com',
    'ftp://legacy.example.com',
    'javascript:alert(1)',
    'https://legacy.example.com/Portal',
    'https://legacy.example.com/?a=1',
    'https://legacy.example.com/#top',
    'https://user:secret@legacy.example.com',
    'not a url',
  ])('%j is refused at start', (value) => {
    expect(() => readEnv({ LEGACY_ORIGIN: value })).toThrow(/LEGACY_ORIGIN/);
  });
});
