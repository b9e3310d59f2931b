import { describe, expect, it } from 'vitest';
import { compareByName } from '../../src/domain/grouping';

// Mutation testing (issue 25): the last tie-break of the name order had no test.
describe('the name order’s tie-breaks', () => {
  it('orders by name, then abbreviation ignoring case, then abbreviation as written', () => {
    expect(compareByName({ name: 'Apo B', abbr: 'X' }, { name: 'apo b', abbr: 'Y' })).toBeLessThan(0);
    expect(compareByName({ name: 'B', abbr: 'A' }, { name: 'A', abbr: 'B' })).toBeGreaterThan(0);
    expect(compareByName({ name: 'Iron', abbr: 'FE' }, { name: 'Iron', abbr: 'Fe' })).toBe(-1);
    expect(compareByName({ name: 'Iron', abbr: 'Fe' }, { name: 'Iron', abbr: 'FE' })).toBe(1);
    expect(compareByName({ name: 'Iron', abbr: 'Fe' }, { name: 'Iron', abbr: 'Fe' })).toBe(0);
  });
});
