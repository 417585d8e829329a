import type { TTicketLine } from '@mp/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { nestLines } from './ticket-lines';

const line = (LineItemId: number, ParentLineItemId: number | null = null): TTicketLine => ({
  LineItemId,
  ItemName: `L${LineItemId}`,
  ItemNumber: null,
  Description: null,
  QuantitySold: '1.000',
  IsSoldByWeight: false,
  IsManualWeight: false,
  LineType: ParentLineItemId === null ? 'Item' : 'Modifier',
  LineTypeExtension: null,
  LineDiscount: '0.00',
  TicketDiscount: '0.00',
  Price: '1.00',
  Amount: '1.00',
  ParentLineItemId,
  IsPriceOverride: false,
});

const shape = (lines: TTicketLine[]) => nestLines(lines).map(({ line: l, depth }) => [l.LineItemId, depth]);

describe('nestLines', () => {
  it.each<[string, TTicketLine[], number[][]]>([
    [
      'flat lines keep their order',
      [line(1), line(2), line(3)],
      [
        [1, 0],
        [2, 0],
        [3, 0],
      ],
    ],
    [
      'a modifier follows its parent even when sent later',
      [line(1), line(2), line(3, 1)],
      [
        [1, 0],
        [3, 1],
        [2, 0],
      ],
    ],
    [
      'modifiers of modifiers nest deeper',
      [line(1), line(2, 1), line(3, 2), line(4)],
      [
        [1, 0],
        [2, 1],
        [3, 2],
        [4, 0],
      ],
    ],
    [
      'an orphan modifier stays visible at the top',
      [line(1), line(2, 99)],
      [
        [1, 0],
        [2, 0],
      ],
    ],
    [
      'a cycle neither loops nor loses lines',
      [line(1), line(2, 3), line(3, 2)],
      [
        [1, 0],
        [2, 0],
        [3, 1],
      ],
    ],
  ])('%s', (_name, lines, expected) => expect(shape(lines)).toEqual(expected));
});
