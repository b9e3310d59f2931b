import { describe, expect, it } from 'vitest';
import { smsDestinationProblem } from '../../src/domain/sms-destinations';

describe('SMS destinations', () => {
  it.each(['+19005550100', '+19765550100', '+449098790000'])(
    'refuses the premium-rate number %s',
    (phone) => {
      expect(smsDestinationProblem(phone)).toBe('premium');
    },
  );

  it.each([
    '+18005550100',
    '+18335550100',
    '+18445550100',
    '+18555550100',
    '+18665550100',
    '+18775550100',
    '+18885550100',
    '+448001111111',
  ])('refuses the toll-free or service number %s, which cannot receive texts', (phone) => {
    expect(smsDestinationProblem(phone)).toBe('cannotReceive');
  });

  it.each(['+15555550100', '+12125550100', '+19175550100', '+447700900123', '+4915112345678'])(
    'accepts the mobile or geographic number %s',
    (phone) => {
      expect(smsDestinationProblem(phone)).toBeUndefined();
    },
  );
});
