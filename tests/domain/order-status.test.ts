import { describe, expect, it } from 'vitest';
import { orderStatusValues } from '../../src/contract/orders';
import {
  allowedOrderStatuses,
  orderStatuses,
  orderStatusProblem,
  orderVoidsTest,
  voidedTestMessage,
} from '../../src/domain/orders';

describe('order statuses (issue 18)', () => {
  it('the contract lists the same statuses as the domain', () => {
    expect([...orderStatusValues]).toEqual([...orderStatuses]);
  });
  it('moves forward through fulfilment; staying put is allowed', () => {
    expect(orderStatusProblem('placed', 'processing')).toBeNull();
    expect(orderStatusProblem('processing', 'completed')).toBeNull();
    expect(orderStatusProblem('completed', 'completed')).toBeNull();
    expect(orderStatusProblem('completed', 'placed')).toMatch(/completed order cannot become placed/);
  });
  it('a cancelled order may be placed again or refunded; a refunded one is final', () => {
    expect(allowedOrderStatuses('cancelled')).toEqual(['cancelled', 'placed', 'refunded']);
    expect(allowedOrderStatuses('refunded')).toEqual(['refunded']);
    for (const to of orderStatuses.filter((s) => s !== 'refunded'))
      expect(orderStatusProblem('refunded', to)).toMatch(/final/);
  });
  it('cancelled and refunded orders void their test', () => {
    expect(orderStatuses.filter(orderVoidsTest)).toEqual(['cancelled', 'refunded']);
    expect(voidedTestMessage('refunded')).toMatch(/refunded/);
  });
});
