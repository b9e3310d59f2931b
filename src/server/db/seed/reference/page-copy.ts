// Generated once from src/web/features/marketing/marketing-pages.ts and the landing's hero (issue 20):
// the copy the page builder's first published versions start from. The server may not import src/web,
// so the copy is kept here; a later slice replaces it with the richer block copy.

export interface SeedPageCopy {
  path: string;
  title: string;
  eyebrow: string;
  summary: string;
  sections: readonly { id: string; title: string; text: string }[];
}

export const SEED_PAGE_COPY: readonly SeedPageCopy[] = [
  {
    path: '/',
    title: 'Your blood knows your real age',
    eyebrow: 'Biological age from a blood test',
    summary:
      'Healthspan turns the biomarkers in a routine blood test into your InnerAge — how old your body acts, not how many birthdays you’ve had — and a plan of food, supplement, exercise and lifestyle changes to bring it down.',
    sections: [
      {
        id: 'closing',
        title: 'Ready to meet your InnerAge?',
        text: 'One blood test is all it takes to start.',
      },
    ],
  },
  {
    path: '/about',
    title: 'About Healthspan',
    eyebrow: 'Company',
    summary:
      'Healthspan helps people add healthy years to their lives. We turn blood biomarkers, DNA and fitness-tracker data into a clear picture of how your body is doing — and a plan you can act on.',
    sections: [
      {
        id: 'mission',
        title: 'Our mission',
        text: 'Most people only look at their blood work when something is wrong. We believe the best time is long before that: when small, well-chosen changes can still add years of good health.',
      },
      {
        id: 'story',
        title: 'Our story',
        text: 'Since 2009 we have worked with scientists, physicians and coaches to translate research on biomarkers and ageing into guidance that fits real lives.',
      },
      {
        id: 'privacy',
        title: 'Your data',
        text: 'Your results belong to you. You decide who sees them — our science team, a coach or nobody — and you can change your mind at any time from your account.',
      },
      {
        id: 'join',
        title: 'Join us',
        text: 'We are a team of scientists, engineers and coaches. Open roles are listed on our careers page.',
      },
    ],
  },
  {
    path: '/testimonial',
    title: 'Testimonials',
    eyebrow: 'Stories',
    summary:
      'Members, athletes and health professionals share what changed when they started measuring what matters: their biomarkers, their InnerAge and the habits that move them.',
    sections: [
      {
        id: 'members',
        title: 'Members',
        text: 'People who retest every few months tell us the same thing: seeing a number move is what keeps a new habit going.',
      },
      {
        id: 'athletes',
        title: 'Athletes',
        text: 'Endurance and strength athletes use their results to time training, recovery and nutrition around what their blood says.',
      },
      {
        id: 'professionals',
        title: 'Professionals',
        text: 'Coaches, trainers and clinicians use Healthspan to give their clients guidance grounded in measured data.',
      },
    ],
  },
  {
    path: '/science',
    title: 'The science behind Healthspan',
    eyebrow: 'Science',
    summary:
      'Healthspan compares your blood biomarkers with optimal ranges for people like you, estimates your biological age and ranks the food, supplement, exercise and lifestyle changes most likely to help.',
    sections: [
      {
        id: 'biomarkers',
        title: 'Blood biomarkers',
        text: 'Lab reference ranges describe what is common, not what is best. We score each biomarker against optimal zones that take your age, sex and goals into account.',
      },
      {
        id: 'inner-age',
        title: 'InnerAge',
        text: 'InnerAge is a biological age computed from routine blood markers — such as glucose, albumin, creatinine and C-reactive protein — together with your chronological age.',
      },
      {
        id: 'categories',
        title: 'Healthspan categories',
        text: 'Biomarkers roll up into ten healthspan categories, each scored from 0 to 100, from heart health to vitamins and minerals.',
      },
      {
        id: 'research',
        title: 'Research',
        text: 'Our recommendations draw on peer-reviewed research, and every algorithm is versioned so past results can always be recomputed and explained.',
      },
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of service',
    eyebrow: 'Legal',
    summary:
      'These terms describe how you may use the Healthspan website, apps and tests, what we provide, and the responsibilities we each have. Healthspan gives wellness guidance and does not replace advice from your doctor.',
    sections: [],
  },
  {
    path: '/product-consent',
    title: 'Product consent',
    eyebrow: 'Legal',
    summary:
      'Before you take a Healthspan blood or DNA test, this consent explains what the test measures, how your sample is collected and processed, and how your results are reported back to you.',
    sections: [],
  },
  {
    path: '/policy-privacy',
    title: 'Privacy policy',
    eyebrow: 'Legal',
    summary:
      'This policy explains what personal and health information we collect, why we collect it, how we protect it, who we share it with and the choices you have — including seeing, exporting and deleting your data.',
    sections: [],
  },
  {
    path: '/research-consent',
    title: 'Research consent',
    eyebrow: 'Legal',
    summary:
      'Taking part in research is optional. This consent describes how de-identified data from members who opt in may be used to improve the science behind Healthspan, and how to withdraw at any time.',
    sections: [],
  },
  {
    path: '/team',
    title: 'Our team',
    eyebrow: 'Company',
    summary:
      'Healthspan is built by scientists, physicians, engineers and coaches who share one goal: helping people stay healthy for longer.',
    sections: [
      {
        id: 'leadership',
        title: 'Leadership',
        text: 'Our leadership team brings together experience in health science, consumer products and data.',
      },
      {
        id: 'scientists',
        title: 'Scientists',
        text: 'Our scientists study biomarkers, ageing and nutrition, and turn that research into the ranges and recommendations you see.',
      },
      {
        id: 'advisors',
        title: 'Advisors',
        text: 'Independent advisors in medicine, exercise physiology and nutrition review how our science is applied.',
      },
    ],
  },
  {
    path: '/pro-sports',
    title: 'Healthspan for professional sports',
    eyebrow: 'Programs',
    summary:
      'Teams and their performance staff use Healthspan to track the biomarkers behind energy, recovery and injury risk across a season, and to give each athlete guidance of their own.',
    sections: [],
  },
  {
    path: '/fit',
    title: 'Healthspan for fitness',
    eyebrow: 'Programs',
    summary:
      'Whether you train for strength, endurance or simply to feel better, your blood shows how your body responds. Healthspan turns it into nutrition and recovery steps that fit your training.',
    sections: [],
  },
  {
    path: '/military',
    title: 'Healthspan for the military',
    eyebrow: 'Programs',
    summary:
      'Service members and veterans use Healthspan to stay ready: biomarker-based guidance for energy, resilience and recovery under demanding schedules.',
    sections: [],
  },
  {
    path: '/endurance',
    title: 'Healthspan for endurance athletes',
    eyebrow: 'Programs',
    summary:
      'Iron status, inflammation and hormones shape how well you adapt to long training blocks. Healthspan tracks them and suggests changes before fatigue sets in.',
    sections: [],
  },
  {
    path: '/press-page',
    title: 'Press',
    eyebrow: 'Company',
    summary:
      'News, announcements and media resources from Healthspan. Journalists can reach our team through the contact page for interviews, images and background.',
    sections: [],
  },
  {
    path: '/tour',
    title: 'Take the tour',
    eyebrow: 'Tour',
    summary:
      'See what Healthspan shows you after a test: your biomarkers against optimal ranges, your InnerAge, your ten healthspan categories and the plan that ties them together.',
    sections: [],
  },
  {
    path: '/tour/proceed',
    title: 'Continue the tour',
    eyebrow: 'Tour',
    summary:
      'Next, see how recommendations are ranked for you, how to track progress between tests, and how to share results with a coach or your doctor.',
    sections: [],
  },
];
