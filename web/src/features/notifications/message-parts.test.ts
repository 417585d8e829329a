import type { TNotificationLink } from '@mp/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { messageParts, type TMessagePart } from './message-parts';

const link = (key: string, text = key.toUpperCase(), href = `https://example.com/${key}`): TNotificationLink => ({
  LinkKey: key,
  LinkText: text,
  LinkURL: href,
});
const text = (value: string): TMessagePart => ({ kind: 'text', text: value });
const anchor = (key: string, value = key.toUpperCase(), href = `https://example.com/${key}`): TMessagePart => ({
  kind: 'link',
  key,
  text: value,
  href,
});

describe('messageParts', () => {
  it.each<{ name: string; message: string; links: TNotificationLink[]; want: TMessagePart[] }>([
    { name: 'no placeholder', message: 'Plain words.', links: [link('a')], want: [text('Plain words.')] },
    { name: 'empty message', message: '', links: [], want: [] },
    {
      name: 'several keys',
      message: 'Read {a} and {b} today',
      links: [link('a'), link('b')],
      want: [text('Read '), anchor('a'), text(' and '), anchor('b'), text(' today')],
    },
    {
      name: 'a repeated key links each time',
      message: '{a} or {a}',
      links: [link('a')],
      want: [anchor('a'), text(' or '), anchor('a')],
    },
    {
      name: 'an unknown key stays as written',
      message: 'See {missing} and {a}',
      links: [link('a')],
      want: [text('See {missing} and '), anchor('a')],
    },
    {
      name: 'braces without a key stay as written',
      message: 'Empty {} and { } here',
      links: [link('a')],
      want: [text('Empty {} and { } here')],
    },
    {
      name: 'adjacent punctuation is kept around the link',
      message: '({a}), "{b}"; {a}.',
      links: [link('a'), link('b')],
      want: [text('('), anchor('a'), text('), "'), anchor('b'), text('"; '), anchor('a'), text('.')],
    },
    {
      name: 'placeholders side by side',
      message: '{a}{b}',
      links: [link('a'), link('b')],
      want: [anchor('a'), anchor('b')],
    },
    {
      name: 'nested braces link the inner key only',
      message: '{{a}}',
      links: [link('a')],
      want: [text('{'), anchor('a'), text('}')],
    },
    {
      name: 'keys are case-sensitive',
      message: '{A}',
      links: [link('a')],
      want: [text('{A}')],
    },
    {
      name: 'a link whose URL is not http(s) stays as text',
      message: 'Click {x}',
      links: [link('x', 'here', 'javascript:alert(1)')],
      want: [text('Click {x}')],
    },
    {
      name: 'the first link of a key wins',
      message: '{a}',
      links: [link('a', 'first', 'https://example.com/1'), link('a', 'second', 'https://example.com/2')],
      want: [anchor('a', 'first', 'https://example.com/1')],
    },
    {
      name: 'a link without text shows its URL',
      message: '{a}',
      links: [link('a', '')],
      want: [anchor('a', 'https://example.com/a')],
    },
  ])('$name', ({ message, links, want }) => {
    expect(messageParts(message, links)).toEqual(want);
  });
});
