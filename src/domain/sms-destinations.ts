/**
 * Numbers we never text: premium-rate numbers (each message costs the sender, the way SMS pumping
 * makes money) and toll-free or non-geographic ones, which cannot receive text messages anyway.
 * Numbers are E.164 (`+15555550100`).
 */
export type SmsDestinationProblem = 'premium' | 'cannotReceive';

// NANP (+1): 900 and 976 are premium rate; 800/833/844/855/866/877/888 toll free.
const NANP_PREMIUM = new Set(['900', '976']);
const NANP_TOLL_FREE = new Set(['800', '833', '844', '855', '866', '877', '888']);
// UK (+44): 09 premium rate, 087 and 084 service numbers, 080 free phone.
const UK_PREFIXES: readonly [string, SmsDestinationProblem][] = [
  ['+449', 'premium'],
  ['+4487', 'cannotReceive'],
  ['+4484', 'cannotReceive'],
  ['+4480', 'cannotReceive'],
];

export function smsDestinationProblem(phone: string): SmsDestinationProblem | undefined {
  if (phone.startsWith('+1')) {
    const area = phone.slice(2, 5);
    if (NANP_PREMIUM.has(area)) return 'premium';
    if (NANP_TOLL_FREE.has(area)) return 'cannotReceive';
    return undefined;
  }
  return UK_PREFIXES.find(([prefix]) => phone.startsWith(prefix))?.[1];
}

export const SMS_DESTINATION_MESSAGES: Record<SmsDestinationProblem, string> = {
  premium: 'Premium-rate numbers cannot get our text messages. Enter your mobile number',
  cannotReceive: 'Toll-free and service numbers cannot receive text messages. Enter your mobile number',
};
