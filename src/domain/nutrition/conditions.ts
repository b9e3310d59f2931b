import { formatAmount } from '../habits/numbers';
import type { CustomerPreferences, LifestyleCondition } from './catalogue';

// spec 000 §7.6 lifestyle: whether a lifestyle action applies, read from the customer's answers.
// An action whose condition the answers rule out is left out with the reason; one whose condition
// holds ranks higher and says so; one the customer has not answered for is kept.

/** Fewer hours a night than this is short sleep (AASM/SRS consensus: adults need 7 or more). */
export const SHORT_SLEEP_HOURS = 7;
/** Fewer minutes of daylight a day than this is little sun. */
export const LITTLE_SUN_MINUTES = 15;
/** Servings of alcohol a day from which drinking counts (one drink a day, 7 a week). */
export const ALCOHOL_SERVINGS_A_DAY = 1;
/** A resting heart rate above this, in beats a minute, is high (above the 60-80 most adults have). */
export const HIGH_RESTING_HEART_RATE = 80;
/** Body fat above these percentages is high (ACE "obese" bands start at 25 % for men, 32 % for women). */
export const HIGH_BODY_FAT: Readonly<Record<'male' | 'female', number>> = { male: 25, female: 32 };

export type ConditionAnswer =
  /** The answers say it holds: `words` completes "…; you told us you smoke". */
  | { holds: true; words: string }
  /** The answers rule it out: `words` is the exclusion's reason. */
  | { holds: false; words: string }
  /** Not answered (or not enough to tell). */
  | { holds: null };

const UNKNOWN: ConditionAnswer = { holds: null };
const yes = (words: string): ConditionAnswer => ({ holds: true, words });
const no = (words: string): ConditionAnswer => ({ holds: false, words });

const hours = (value: number) => `${formatAmount(value)} ${formatAmount(value) === '1' ? 'hour' : 'hours'}`;

/** Whether `condition` holds for this customer, and the words to say so. */
export function evaluateCondition(
  condition: LifestyleCondition,
  preferences: CustomerPreferences,
): ConditionAnswer {
  const answers = preferences.lifestyle;
  switch (condition) {
    case 'smoker': {
      const status = answers.smokingStatus;
      if (status === null) return UNKNOWN;
      if (status === 'current') return yes('you told us you smoke');
      return no(status === 'former' ? 'You told us you have stopped smoking' : "You told us you don't smoke");
    }
    case 'short-sleep': {
      const sleep = answers.sleepDuration;
      if (sleep === null) return UNKNOWN;
      return sleep < SHORT_SLEEP_HOURS
        ? yes(`you told us you sleep about ${hours(sleep)} a night`)
        : no(`You told us you sleep about ${hours(sleep)} a night`);
    }
    case 'little-sun': {
      const minutes = answers.dailySunExposure;
      if (minutes === null) return UNKNOWN;
      const words = `${formatAmount(minutes)} minutes of daylight a day`;
      return minutes < LITTLE_SUN_MINUTES
        ? yes(`you told us you get about ${words}`)
        : no(`You told us you get about ${words}`);
    }
    case 'wants-weight-loss': {
      const goal = answers.weightGoal;
      if (goal === null) return UNKNOWN;
      return goal === 'lose'
        ? yes('you told us you want to lose weight')
        : no("You told us you aren't trying to lose weight");
    }
    case 'drinks-alcohol': {
      const servings = preferences.beverages.get('alcohol');
      if (servings === undefined) return UNKNOWN;
      return servings >= ALCOHOL_SERVINGS_A_DAY
        ? yes('you told us you have a drink or more most days')
        : no('You told us you have less than one drink a day');
    }
    case 'high-resting-heart-rate': {
      const bpm = answers.restingHeartRate;
      if (bpm === null) return UNKNOWN;
      const words = `your resting heart rate is ${formatAmount(bpm, 0)} bpm`;
      return bpm > HIGH_RESTING_HEART_RATE ? yes(`you told us ${words}`) : no(`You told us ${words}`);
    }
    case 'high-body-fat': {
      const percent = answers.bodyFatPercent;
      if (percent === null) return UNKNOWN;
      // Without the sex, only values on the same side of both limits tell.
      const limits = preferences.sex
        ? [HIGH_BODY_FAT[preferences.sex]]
        : [HIGH_BODY_FAT.male, HIGH_BODY_FAT.female];
      const words = `your body fat is ${formatAmount(percent)} %`;
      if (limits.every((limit) => percent > limit)) return yes(`you told us ${words}`);
      if (limits.every((limit) => percent <= limit)) return no(`You told us ${words}`);
      return UNKNOWN;
    }
  }
}
