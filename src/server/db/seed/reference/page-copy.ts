import { packageImageKey } from '../../../../domain/package-images';
import type { PageImage } from '../../../../contract/page-builder';
import { markerCategoryCatalogue } from './marker-categories';
import { productCatalogue } from './products';

/**
 * Issue 20: the public site's pages as page-builder documents — the copy of `/`, the 13 marketing
 * and legal pages of 000 §2.1 and the tour. The seeder publishes each as the page's version 1 (or
 * as a new version of a page only the seeder ever wrote, see demo-pages.ts). Images are files of
 * `../assets/pages/`, stored as page images by their content hash; `image(file, alt)` turns a
 * file name into the stored image the document holds.
 */
export type SeedImage = (file: string, alt?: string) => PageImage;

export interface SeedPage {
  path: string;
  /** The document before parsing (the seeder parses it: the contract's defaults, a broken copy fails the start). */
  document: { root: { props: Record<string, string> }; content: unknown[] };
}

type Block = { type: string; props: Record<string, unknown> };

/** Builds one page's blocks with ids unique in the page (`about-3`). */
function pageBuilder(slug: string) {
  let n = 0;
  const id = () => `${slug}-${++n}`;
  return {
    h: (text: string, level: 'h1' | 'h2' | 'h3' = 'h2', anchor?: string): Block => ({
      type: 'Heading',
      props: { id: id(), text, level, ...(anchor ? { anchor } : {}) },
    }),
    p: (...paragraphs: string[]): Block => ({
      type: 'Paragraph',
      props: { id: id(), text: paragraphs.map((t) => (t.startsWith('<') ? t : `<p>${t}</p>`)).join('') },
    }),
    button: (label: string, url: string, pageName = ''): Block => ({
      type: 'Button',
      props: { id: id(), label, url, isInternal: !/^[a-z]+:/i.test(url), pageName },
    }),
    block: (type: string, props: Record<string, unknown>): Block => ({ type, props: { id: id(), ...props } }),
    slide: (type: string, props: Record<string, unknown>): Block => ({
      type,
      props: { id: id(), ...props },
    }),
  };
}

const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const page = (
  path: string,
  root: { seoTitle?: string; description?: string; sideMenuTitle?: string },
  content: Block[],
): SeedPage => ({
  path,
  document: {
    root: {
      props: {
        seoTitle: root.seoTitle ?? '',
        description: root.description ?? '',
        ...(root.sideMenuTitle ? { sideMenuTitle: root.sideMenuTitle } : {}),
      },
    },
    content,
  },
});

/** The wheel's icon file of each category of marker-categories.ts, in its order. */
const WHEEL_ICONS: Record<string, string> = {
  HEART: 'heart',
  METAB: 'metabolism',
  INFLAM: 'inflammation',
  LIVER: 'liver',
  KIDNEY: 'kidney',
  BLOOD: 'blood',
  IRON: 'iron',
  VITMIN: 'vitamins',
  HORMONE: 'hormones',
  THYROID: 'thyroid',
};

// ── / ─────────────────────────────────────────────────────────────────────────────────────────
function landing(image: SeedImage): SeedPage {
  const b = pageBuilder('home');
  return page(
    '/',
    { description: 'Your InnerAge and your biomarkers against optimal ranges, from one blood test.' },
    [
      b.block('Hero', {
        title: 'Your blood knows your real age',
        text: 'Healthspan turns the biomarkers in a routine blood test into your InnerAge — how old your body acts, not how many birthdays you’ve had — and a plan of food, supplement, exercise and lifestyle changes to bring it down.',
        button: { label: 'Find your InnerAge', url: '/innerage', isInternal: true, pageName: 'Landing hero' },
        heroImage: image('hero.jpg', 'A blood test result with four biomarkers and an InnerAge of 32.4'),
        graphImages: [
          image('graph-innerage.svg', 'InnerAge falling over twelve months'),
          image('graph-biomarkers.svg', 'Share of biomarkers in the optimal, normal and watch zones'),
          image('graph-range.svg', 'An ApoB result of 99 mg/dl against its optimal zone'),
        ],
      }),
      b.h('How it works', 'h2', 'how-it-works'),
      b.p('From one blood draw to a plan you can act on, in four steps.'),
      b.block('Steps', {
        steps: [
          {
            id: 1,
            title: 'Choose your test',
            info: 'Pick a blood test plan that fits your goals, and add a DNA kit if you want the genetic side too.',
          },
          {
            id: 2,
            title: 'Give a sample',
            info: 'Visit a partner lab, book a mobile blood draw at home, or use an at-home collection kit.',
          },
          {
            id: 3,
            title: 'Meet your InnerAge',
            info: 'See each biomarker against optimal ranges, your InnerAge and your scores in ten healthspan categories.',
          },
          {
            id: 4,
            title: 'Follow your plan',
            info: 'Get food, supplement, exercise and lifestyle steps ranked by impact — then retest to see them work.',
          },
        ],
        sections: [
          {
            title: 'A test that fits your goals',
            text: '<p>Ultimate measures every biomarker we track; Essentials covers the markers that matter most; Performance is built around training and recovery. A finger-prick Home Kit and a cheek-swab DNA Kit need no lab visit at all.</p>',
            image: image('default.svg', 'Blood collection tubes'),
          },
          {
            title: 'Results against optimal, not just normal',
            text: '<p>A lab’s reference range tells you what is common. We show where each result sits against the range linked with the best long-term health for someone of your age and sex — and which results to work on first.</p>',
            image: image('graph-range.svg', 'A result against its optimal zone'),
          },
          {
            title: 'A plan that changes as you do',
            text: '<p>Every recommendation is ranked by how much it is likely to move your results. Retest after three to six months and watch your InnerAge and your category scores respond.</p>',
            image: image('graph-innerage.svg', 'InnerAge falling over twelve months'),
          },
        ],
      }),
      b.h('Ten categories of your health', 'h2', 'categories'),
      b.p(
        'Your biomarkers roll up into ten healthspan categories, each scored from 0 to 100. Choose one to see what it covers.',
      ),
      b.block('HealthspanWheel', {
        categories: markerCategoryCatalogue.map((category, index) => ({
          id: index + 1,
          title: category.name,
          info: category.description,
          icon: image(`wheel-${WHEEL_ICONS[category.abbr]}.svg`),
          iconHover: image(`wheel-${WHEEL_ICONS[category.abbr]}-hover.svg`),
        })),
      }),
      b.h('Find your plan', 'h2', 'plans'),
      b.p('Every plan includes your results against optimal ranges and a personal action plan.'),
      b.block('Slider', {
        items: productCatalogue.map((product) =>
          b.slide('ProductCard', {
            title: product.title,
            image: image(`${packageImageKey(product.packageId)}.svg`, ''),
            categories: [...product.categories],
            priceCents: product.priceCents,
            bloodTestIncluded: product.bloodTestIncluded,
            url: product.slug === 'dna-kit' ? '/dna-kit' : '/customer/onboarding/choose-plan',
          }),
        ),
        desktop: 3,
        tablet: 2,
        mobile: 1,
        autoplayMs: 0,
      }),
      b.h('Ready to meet your InnerAge?'),
      b.p('One blood test is all it takes to start.'),
      b.button('Find your InnerAge', '/innerage', 'Landing closing'),
    ],
  );
}

// ── Company ───────────────────────────────────────────────────────────────────────────────────
function about(): SeedPage {
  const b = pageBuilder('about');
  return page('/about', { seoTitle: 'About Healthspan', sideMenuTitle: 'About Healthspan' }, [
    b.h('About Healthspan', 'h1'),
    b.p(
      'Healthspan helps people add healthy years to their lives. We turn blood biomarkers, DNA and fitness-tracker data into a clear picture of how your body is doing — and a plan you can act on.',
    ),
    b.h('Our mission', 'h2', 'mission'),
    b.p(
      'Most people only look at their blood work when something is wrong. We believe the best time is long before that: when small, well-chosen changes can still add years of good health.',
      'Lifespan counts your years; healthspan counts the years you spend in good health. Closing the gap between the two is the one goal behind every test, score and recommendation we make.',
    ),
    b.h('Our story', 'h2', 'story'),
    b.p(
      'Since 2009 we have worked with scientists, physicians and coaches to translate research on biomarkers and ageing into guidance that fits real lives.',
    ),
    b.block('Timeline', {
      items: [
        {
          year: 2009,
          summary: 'Founded by scientists and physicians to bring lab-grade biomarker analysis to everyone.',
          isTop: true,
        },
        {
          year: 2012,
          summary: 'Optimal zones by age and sex replace one-size lab ranges in every report.',
          isTop: false,
        },
        {
          year: 2015,
          summary: 'The first InnerAge: a biological age estimated from routine blood markers.',
          isTop: true,
        },
        {
          year: 2018,
          summary: 'DNA results join the blood results, so advice can follow your genes too.',
          isTop: false,
        },
        {
          year: 2021,
          summary: 'Fitness trackers connect: sleep, heart rate and activity sit beside the biomarkers.',
          isTop: true,
        },
        {
          year: 2024,
          summary: 'InnerAge moves to the PhenoAge model, built on nine markers and published research.',
          isTop: false,
        },
      ],
    }),
    b.h('Your data', 'h2', 'privacy'),
    b.p(
      'Your results belong to you. You decide who sees them — our science team, a coach or nobody — and you can change your mind at any time from your account.',
      'We never sell personal data. Research use is a separate, optional consent you can withdraw whenever you like.',
    ),
    b.h('Join us', 'h2', 'join'),
    b.p(
      'We are a team of scientists, engineers and coaches. Meet the people behind Healthspan on our team page.',
    ),
    b.button('Meet the team', '/team', 'About'),
  ]);
}

function team(image: SeedImage): SeedPage {
  const b = pageBuilder('team');
  const member = (name: string, role: string, file: string, bio: string) =>
    b.slide('TeamCard', { name, role, photo: image(file, `Portrait of ${name}`), bio });
  return page('/team', { seoTitle: 'Our team', sideMenuTitle: 'Our team' }, [
    b.h('Our team', 'h1'),
    b.p(
      'Healthspan is built by scientists, physicians, engineers and coaches who share one goal: helping people stay healthy for longer.',
    ),
    b.h('Leadership', 'h2', 'leadership'),
    b.p('Our leadership team brings together experience in health science, consumer products and data.'),
    b.block('Slider', {
      items: [
        member(
          'Dr. Maya Okafor',
          'Chief Executive Officer',
          'team-maya.jpg',
          'Physician and epidemiologist; led population health studies before co-founding Healthspan.',
        ),
        member(
          'Daniel Reyes',
          'Chief Technology Officer',
          'team-daniel.jpg',
          'Builds the platform that turns lab files into results you can read, securely and on time.',
        ),
        member(
          'Priya Shah',
          'Chief Operating Officer',
          'team-priya.jpg',
          'Runs our lab partnerships, blood-draw network and member support across the country.',
        ),
      ],
      desktop: 3,
      tablet: 2,
      mobile: 1,
      autoplayMs: 0,
    }),
    b.h('Scientists', 'h2', 'scientists'),
    b.p(
      'Our scientists study biomarkers, ageing and nutrition, and turn that research into the ranges and recommendations you see.',
    ),
    b.block('Slider', {
      items: [
        member(
          'Dr. Tom Becker',
          'Head of Science',
          'team-tom.jpg',
          'Biochemist; owns the optimal zones and the InnerAge model, and how each is validated.',
        ),
        member(
          'Dr. Lena Kovács',
          'Nutrition Scientist',
          'team-lena.jpg',
          'Translates nutrition research into the food recommendations ranked in your plan.',
        ),
        member(
          'Marcus Webb',
          'Exercise Physiologist',
          'team-marcus.jpg',
          'Former endurance coach; shapes the training and recovery advice for athletes and teams.',
        ),
      ],
      desktop: 3,
      tablet: 2,
      mobile: 1,
      autoplayMs: 0,
    }),
    b.h('Advisors', 'h2', 'advisors'),
    b.p(
      'Independent advisors in cardiology, endocrinology, exercise physiology and nutrition review how our science is applied. They meet every quarter, see every change to a range or a model before it ships, and may publish their views freely.',
    ),
  ]);
}

function testimonial(image: SeedImage): SeedPage {
  const b = pageBuilder('testimonial');
  const quote = (text: string, who: string) =>
    `<blockquote><p>${text}</p><p><strong>${who}</strong></p></blockquote>`;
  return page('/testimonial', { seoTitle: 'Testimonials', sideMenuTitle: 'Testimonials' }, [
    b.h('Testimonials', 'h1'),
    b.p(
      'Members, athletes and health professionals share what changed when they started measuring what matters: their biomarkers, their InnerAge and the habits that move them.',
    ),
    b.h('Members', 'h2', 'members'),
    b.p(
      'People who retest every few months tell us the same thing: seeing a number move is what keeps a new habit going.',
      quote(
        'My InnerAge was four years above my real age. Eight months of walking after dinner and swapping my lunch, it is two years below — and my triglycerides halved.',
        'Sarah, 46, member since 2023',
      ),
      quote(
        'I had “normal” results for years. Healthspan showed my ApoB was well outside the optimal zone; my doctor and I now have a plan and a number to track.',
        'James, 52, member since 2022',
      ),
    ),
    b.h('Athletes', 'h2', 'athletes'),
    b.p(
      'Endurance and strength athletes use their results to time training, recovery and nutrition around what their blood says.',
      quote(
        'Ferritin explained the flat legs I had blamed on training load. Three months later my iron was optimal and I ran my best marathon.',
        'Ana, marathon runner',
      ),
    ),
    b.block('Lightbox', {
      thumbnail: image('video-innerage.jpg', 'Video: how InnerAge is calculated'),
      videoUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      title: 'How InnerAge is calculated',
    }),
    b.h('Professionals', 'h2', 'professionals'),
    b.p(
      'Coaches, trainers and clinicians use Healthspan to give their clients guidance grounded in measured data.',
      quote(
        'I coach forty people. The category scores show me in one screen who needs recovery, who needs iron and who is ready to push.',
        'Marco, strength coach',
      ),
    ),
  ]);
}

function press(image: SeedImage): SeedPage {
  const b = pageBuilder('press');
  return page('/press-page', { seoTitle: 'Press' }, [
    b.h('Press', 'h1'),
    b.p(
      'News, announcements and media resources from Healthspan. Journalists can reach our team for interviews, images and background at <a href="mailto:press@healthspan.example">press@healthspan.example</a>.',
    ),
    b.h('Latest news'),
    b.block('Slider', {
      items: [
        b.slide('BlogCard', {
          title: 'InnerAge 3 moves to the PhenoAge model',
          excerpt:
            'Our biological-age estimate now uses nine routine blood markers and the published PhenoAge equations, so every InnerAge can be explained marker by marker.',
          image: image('press-launch.jpg', ''),
          url: '/science',
          publishedOn: '2024-03-12',
        }),
        b.slide('BlogCard', {
          title: 'What 100,000 blood tests say about optimal ranges',
          excerpt:
            'Our science team compared lab reference ranges with the zones linked to the best long-term health: for ApoB, vitamin D and fasting insulin the gap is widest.',
          image: image('press-study.jpg', ''),
          url: '/science',
          publishedOn: '2023-10-04',
        }),
        b.slide('BlogCard', {
          title: 'Professional teams adopt biomarker-led recovery',
          excerpt:
            'Performance staff now track iron, inflammation and hormones across a season to plan training loads player by player.',
          image: image('press-teams.jpg', ''),
          url: '/pro-sports',
          publishedOn: '2023-05-18',
        }),
      ],
      desktop: 3,
      tablet: 2,
      mobile: 1,
      autoplayMs: 0,
    }),
    b.h('Media resources'),
    b.p(
      'Our logo, product images and portraits of our leadership team are available on request. For fact checks about InnerAge, our optimal ranges or our research programme, our scientists are happy to help.',
    ),
  ]);
}

// ── Science and the tour ──────────────────────────────────────────────────────────────────────
function science(image: SeedImage): SeedPage {
  const b = pageBuilder('science');
  return page('/science', { seoTitle: 'The science', sideMenuTitle: 'The science' }, [
    b.h('The science behind Healthspan', 'h1'),
    b.p(
      'Healthspan compares your blood biomarkers with optimal ranges for people like you, estimates your biological age and ranks the food, supplement, exercise and lifestyle changes most likely to help.',
    ),
    b.h('Blood biomarkers', 'h2', 'biomarkers'),
    b.p(
      'Lab reference ranges describe what is common, not what is best: they are drawn from the middle 95 % of the people a lab tests, many of whom are not healthy. We score each biomarker against optimal zones that take your age and sex into account.',
      'Each result lands in one of four zones — optimal, normal, near normal or out of range — and the zones are the same colours everywhere you see them.',
    ),
    b.h('InnerAge', 'h2', 'inner-age'),
    b.p(
      'InnerAge is a biological age computed from routine blood markers together with your chronological age. It uses the PhenoAge model (Levine et al., 2018), built on nine markers: albumin, creatinine, glucose, C-reactive protein, lymphocyte percentage, mean cell volume, red cell distribution width, alkaline phosphatase and white blood cell count.',
      'An InnerAge below your age means your blood looks like that of a younger person — and people whose blood looks younger live longer, healthier lives on average.',
    ),
    b.block('Lightbox', {
      thumbnail: image('video-innerage.jpg', 'Video: how InnerAge is calculated'),
      videoUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      title: 'How InnerAge is calculated',
    }),
    b.h('Healthspan categories', 'h2', 'categories'),
    b.p(
      `Biomarkers roll up into ten healthspan categories, each scored from 0 to 100: ${markerCategoryCatalogue
        .map((c) => c.name.toLowerCase())
        .join(', ')}.`,
    ),
    b.h('Research', 'h2', 'research'),
    b.p(
      'Our recommendations draw on peer-reviewed research, and every algorithm is versioned so past results can always be recomputed and explained. Members who opt in to research help us check that the zones and recommendations work in practice.',
    ),
    b.h('Questions about the science', 'h2', 'questions'),
    b.block('Accordion', {
      items: [
        {
          question: 'Is InnerAge a diagnosis?',
          answer:
            '<p>No. InnerAge is an estimate of how your body is ageing, meant to show direction and progress. It does not diagnose or rule out any disease; talk to your doctor about any result that worries you.</p>',
        },
        {
          question: 'Why are my optimal ranges narrower than my lab’s?',
          answer:
            '<p>A lab range covers 95 % of the people it tests, healthy or not. Optimal zones come from studies that link a level with the best long-term outcomes, so they are narrower — and a “normal” result can still have room to improve.</p>',
        },
        {
          question: 'How often should I retest?',
          answer:
            '<p>Most markers respond to changes in diet, exercise and sleep within three months. We suggest retesting every three to six months while you work on a result, and once or twice a year once it is where you want it.</p>',
        },
        {
          question: 'Which markers does InnerAge need?',
          answer:
            '<p>All nine PhenoAge markers from one blood draw: albumin, creatinine, glucose, hs-CRP, lymphocyte %, MCV, RDW, alkaline phosphatase and white blood cells. Ultimate and Essentials include them; an uploaded result works when it has all nine.</p>',
        },
      ],
    }),
  ]);
}

function tour(image: SeedImage): SeedPage {
  const b = pageBuilder('tour');
  return page('/tour', { seoTitle: 'Take the tour' }, [
    b.h('Take the tour', 'h1'),
    b.p(
      'See what Healthspan shows you after a test: your biomarkers against optimal ranges, your InnerAge, your ten healthspan categories and the plan that ties them together.',
    ),
    b.block('Lightbox', {
      thumbnail: image('video-tour.jpg', 'Video: a tour of your results'),
      videoUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      title: 'A tour of your results',
    }),
    b.h('What you will see'),
    b.block('Accordion', {
      items: [
        {
          question: 'Your dashboard',
          answer:
            '<p>Your InnerAge beside your age, your ten category scores and the three recommendations that matter most right now.</p>',
        },
        {
          question: 'Your biomarkers',
          answer:
            '<p>Every result on a range bar showing the optimal, normal and out-of-range zones, with what the marker means, why it matters and how to improve it.</p>',
        },
        {
          question: 'Your plan',
          answer:
            '<p>Foods to add and to limit, supplements worth considering, exercise and lifestyle steps — each ranked by the results it is likely to move.</p>',
        },
        {
          question: 'Your progress',
          answer:
            '<p>Each retest adds a point to every chart, so you can see which changes worked and keep the ones that did.</p>',
        },
      ],
    }),
    b.button('Continue the tour', '/tour/proceed', 'Tour'),
  ]);
}

function tourProceed(): SeedPage {
  const b = pageBuilder('tour-proceed');
  return page('/tour/proceed', { seoTitle: 'Continue the tour' }, [
    b.h('Continue the tour', 'h1'),
    b.p(
      'Next, see how recommendations are ranked for you, how to track progress between tests, and how to share results with a coach or your doctor.',
    ),
    b.h('What comes next', 'h2'),
    b.block('Steps', {
      steps: [
        {
          id: 1,
          title: 'Ranked for you',
          info: 'Recommendations are ordered by how many of your out-of-zone markers they address and how strong the evidence is.',
        },
        {
          id: 2,
          title: 'Tracked between tests',
          info: 'Connect a fitness tracker and log habits; your plan notes what you kept up between two blood tests.',
        },
        {
          id: 3,
          title: 'Shared when you choose',
          info: 'Download a PDF for your doctor, or invite a coach to see your results — and remove them whenever you like.',
        },
      ],
      sections: [
        {
          title: 'Why one step comes first',
          text: '<p>A change that lowers ApoB, triglycerides and hs-CRP at once outranks one that helps a single marker. Your plan says which markers each step helps.</p>',
        },
        {
          title: 'Between two tests',
          text: '<p>Sleep, steps and resting heart rate from your tracker appear beside your results, so a better score has a story behind it.</p>',
        },
        {
          title: 'With your doctor or coach',
          text: '<p>Healthspan gives wellness guidance; it does not replace medical care. Sharing your results makes the conversation with your doctor shorter and better informed.</p>',
        },
      ],
    }),
    b.button('Choose your plan', '/customer/onboarding/choose-plan', 'Tour proceed'),
  ]);
}

// ── Programmes ────────────────────────────────────────────────────────────────────────────────
function programme(
  path: string,
  title: string,
  intro: string,
  sections: readonly [heading: string, text: string][],
  markers: readonly string[],
): SeedPage {
  const b = pageBuilder(path.slice(1));
  return page(path, { seoTitle: title }, [
    b.h(title, 'h1'),
    b.p(intro),
    ...sections.flatMap(([heading, text]) => [b.h(heading), b.p(text)]),
    b.h('The markers we watch'),
    b.p(list(...markers)),
    b.button('Choose your plan', '/customer/onboarding/choose-plan', title),
  ]);
}

const proSports = () =>
  programme(
    '/pro-sports',
    'Healthspan for professional sports',
    'Teams and their performance staff use Healthspan to track the biomarkers behind energy, recovery and injury risk across a season, and to give each athlete guidance of their own.',
    [
      [
        'A season in numbers',
        'Test the squad in pre-season, mid-season and after the last game. Category scores show at a glance who is recovering well, who is under-fuelled and whose iron or vitamin D is falling.',
      ],
      [
        'Guidance for every player',
        'Each athlete gets their own plan — food, supplements, sleep and recovery — ranked for their results, and the staff see the squad view with every player’s consent.',
      ],
      [
        'Privacy in the locker room',
        'Players decide who sees their results. Staff see only what each player shares, and research use is a separate, optional consent.',
      ],
    ],
    [
      'Ferritin, iron and transferrin saturation',
      'Creatine kinase and hs-CRP after heavy blocks',
      'Testosterone, cortisol and their ratio',
      'Vitamin D, magnesium and B12',
    ],
  );

const fit = () =>
  programme(
    '/fit',
    'Healthspan for fitness',
    'Whether you train for strength, endurance or simply to feel better, your blood shows how your body responds. Healthspan turns it into nutrition and recovery steps that fit your training.',
    [
      [
        'Train on what your blood says',
        'Energy, recovery and progress depend on more than the plan on paper. Your results show whether you are fuelling, sleeping and recovering enough for the work you do.',
      ],
      [
        'Nutrition that fits the goal',
        'Protein, iron and vitamin D needs change with training. Your plan adjusts what to eat and which supplements to consider to your results, not to a generic template.',
      ],
      [
        'See it work',
        'Retest after a training block: your category scores and InnerAge show whether the changes paid off.',
      ],
    ],
    [
      'Glucose, HbA1c and fasting insulin',
      'Ferritin and hemoglobin',
      'hs-CRP',
      'Testosterone, SHBG and cortisol',
      'Vitamin D',
    ],
  );

const military = () =>
  programme(
    '/military',
    'Healthspan for the military',
    'Service members and veterans use Healthspan to stay ready: biomarker-based guidance for energy, resilience and recovery under demanding schedules.',
    [
      [
        'Ready for demanding schedules',
        'Long days, short nights and heavy loads show up in the blood before they show up in performance. Your results flag low iron, low vitamin D and raised inflammation early.',
      ],
      [
        'Recovery after deployment',
        'Sleep loss and stress leave marks on hormones and metabolism. A test after returning gives you a baseline and a plan to rebuild.',
      ],
      [
        'For veterans',
        'Healthspan tracks the heart, metabolic and kidney markers that matter most for long-term health, so small changes can be made early.',
      ],
    ],
    [
      'Cortisol and testosterone',
      'Ferritin and vitamin D',
      'hs-CRP',
      'ApoB, LDL and triglycerides',
      'Glucose and HbA1c',
    ],
  );

const endurance = () =>
  programme(
    '/endurance',
    'Healthspan for endurance athletes',
    'Iron status, inflammation and hormones shape how well you adapt to long training blocks. Healthspan tracks them and suggests changes before fatigue sets in.',
    [
      [
        'Iron first',
        'Foot strike, sweat and heavy training deplete iron, and low ferritin costs performance long before anaemia. We track ferritin against the optimal zone for athletes.',
      ],
      [
        'Spot overreaching early',
        'A falling testosterone-to-cortisol ratio with rising hs-CRP and creatine kinase is a sign to ease off. Testing through a build shows it before the race does.',
      ],
      [
        'Fuel for the distance',
        'Your plan adjusts carbohydrate, protein and micronutrients to your results and your training load.',
      ],
    ],
    [
      'Ferritin, iron and transferrin saturation',
      'Hemoglobin and red cell indices',
      'hs-CRP and creatine kinase',
      'Testosterone and cortisol',
      'Vitamin D and magnesium',
    ],
  );

// ── Legal ─────────────────────────────────────────────────────────────────────────────────────
function legal(
  path: string,
  title: string,
  updated: string,
  intro: string,
  sections: readonly [anchor: string, heading: string, ...paragraphs: string[]][],
): SeedPage {
  const b = pageBuilder(path.slice(1));
  return page(path, { seoTitle: title, sideMenuTitle: title }, [
    b.h(title, 'h1'),
    b.p(`<p><em>Last updated ${updated}.</em></p>`, intro),
    ...sections.flatMap(([anchor, heading, ...paragraphs]) => [
      b.h(heading, 'h2', anchor),
      b.p(...paragraphs),
    ]),
  ]);
}

const terms = () =>
  legal(
    '/terms-of-service',
    'Terms of service',
    '1 March 2025',
    'These terms describe how you may use the Healthspan website, apps and tests, what we provide, and the responsibilities we each have. By creating an account or ordering a test you accept them.',
    [
      [
        'service',
        'What Healthspan provides',
        'Healthspan analyses blood, DNA and activity data you provide or that our partner laboratories report, and shows your results against optimal ranges, your InnerAge, category scores and a personal plan of food, supplement, exercise and lifestyle recommendations.',
      ],
      [
        'not-medical-advice',
        'Not medical advice',
        'Healthspan gives wellness guidance. It does not diagnose, treat or prevent any disease and does not replace advice from your doctor. If a result worries you, or you have symptoms, contact a healthcare professional. In an emergency call your local emergency number.',
      ],
      [
        'account',
        'Your account',
        'You must be 18 or older and give accurate information, including your date of birth and sex, which your ranges and InnerAge depend on. Keep your password to yourself; you are responsible for what is done with your account until you tell us it has been misused.',
      ],
      [
        'orders',
        'Orders, tests and payment',
        'Prices are shown in the store before you pay. A test kit or blood draw is valid for twelve months from purchase. Samples are analysed by licensed partner laboratories; if a sample cannot be analysed we offer a new collection free of charge.',
      ],
      [
        'memberships',
        'Memberships and cancellation',
        'A membership renews at the end of each period until you cancel it from your account. Cancelling stops the next renewal; you keep access until the end of the period you have paid for.',
      ],
      [
        'acceptable-use',
        'Acceptable use',
        'Do not upload results that are not yours without the person’s permission, try to access other members’ data, or interfere with the service.',
      ],
      [
        'liability',
        'Our liability',
        'We take care to make results and recommendations accurate, but we cannot guarantee any health outcome. Nothing in these terms limits liability that cannot be limited by law.',
      ],
      [
        'changes',
        'Changes to these terms',
        'We will tell you by e-mail at least 30 days before a change that affects you takes effect. Questions: <a href="mailto:support@healthspan.example">support@healthspan.example</a>.',
      ],
    ],
  );

const productConsent = () =>
  legal(
    '/product-consent',
    'Product consent',
    '1 March 2025',
    'Before you take a Healthspan blood or DNA test, this consent explains what the test measures, how your sample is collected and processed, and how your results are reported back to you.',
    [
      [
        'what-is-tested',
        'What the test measures',
        'A blood test measures the biomarkers of the plan you chose — for example cholesterol and ApoB, glucose and HbA1c, hs-CRP, liver and kidney markers, hormones, iron and vitamins. A DNA test reads genetic variants linked with nutrition, fitness and recovery; it is not a diagnostic or ancestry test.',
      ],
      [
        'collection',
        'Collection',
        'Blood is drawn by a trained phlebotomist at a partner lab or at home, or collected by finger prick with a home kit. Bruising or light-headedness can occur. DNA is collected with a cheek swab.',
      ],
      [
        'processing',
        'Processing',
        'Your sample is labelled with a code, not your name, and analysed by a licensed laboratory. Blood samples are destroyed after analysis; DNA samples are destroyed within 60 days of your report unless you ask us to keep them for retesting.',
      ],
      [
        'results',
        'Your results',
        'Results usually arrive within 5 to 10 working days. They are shown against optimal ranges with an explanation of each marker. A result far outside its range is flagged so you can contact your doctor promptly.',
      ],
      [
        'limitations',
        'Limitations',
        'A single test is a snapshot. Illness, a hard workout, fasting or medication can change results. Healthspan does not diagnose disease; your doctor can interpret results in the light of your health history.',
      ],
      [
        'withdrawal',
        'Withdrawing consent',
        'You may withdraw before your sample is analysed and receive a refund for the unused test. After analysis you can delete your results and account at any time from your settings.',
      ],
    ],
  );

const privacy = () =>
  legal(
    '/policy-privacy',
    'Privacy policy',
    '1 March 2025',
    'This policy explains what personal and health information we collect, why we collect it, how we protect it, who we share it with and the choices you have — including seeing, exporting and deleting your data.',
    [
      [
        'what-we-collect',
        'What we collect',
        list(
          'Account details: name, e-mail, date of birth, sex, address for kit delivery and blood draws.',
          'Health data: biomarker results from our partner labs or that you upload, DNA results, questionnaire answers, and data from fitness trackers you connect.',
          'Usage data: which pages and features you use, to keep the service working and improve it.',
        ),
      ],
      [
        'why',
        'Why we use it',
        'To produce your results, InnerAge and plan; to deliver kits and arrange blood draws; to support you; and, only with your separate research consent, for research. We do not sell personal data and do not use health data for advertising.',
      ],
      [
        'sharing',
        'Who we share it with',
        'Partner laboratories and blood-draw services receive what they need to process your sample. Coaches, clinicians or teams see your results only if you invite them, and you can remove them at any time. Service providers that host our systems are bound by contract to protect your data.',
      ],
      [
        'security',
        'How we protect it',
        'Data is encrypted in transit and at rest, access by staff is limited to their role, protected by a second sign-in factor and recorded in an audit trail.',
      ],
      [
        'your-choices',
        'Your choices',
        'You can see and correct your details in your account, download your results, choose which e-mails you receive, disconnect trackers, and delete your account — which deletes your results and samples’ data after the legal retention period for orders.',
      ],
      [
        'contact',
        'Contact',
        'Questions or requests: <a href="mailto:privacy@healthspan.example">privacy@healthspan.example</a>. You may also complain to your data protection authority.',
      ],
    ],
  );

const researchConsent = () =>
  legal(
    '/research-consent',
    'Research consent',
    '1 March 2025',
    'Taking part in research is optional. This consent describes how de-identified data from members who opt in may be used to improve the science behind Healthspan, and how to withdraw at any time.',
    [
      [
        'purpose',
        'Why we do research',
        'Research checks that our optimal ranges, InnerAge and recommendations work for real people — for example, whether members who follow a recommendation see the markers it targets improve.',
      ],
      [
        'what-is-used',
        'What is used',
        'Biomarker results, InnerAge, category scores, questionnaire answers and, if you connected one, tracker summaries. Before use we remove your name, contact details and account identifiers and replace them with a random code.',
      ],
      [
        'who',
        'Who can see it',
        'Our science team and, for specific studies, academic partners under an agreement that forbids re-identification. Results are published only as group statistics.',
      ],
      [
        'your-choice',
        'Your choice',
        'Saying no does not change the service you receive. You can opt in or out at any time from your settings.',
      ],
      [
        'withdrawal',
        'Withdrawing',
        'If you withdraw, your data is not used in any new study. Data already included in a completed analysis cannot be taken out of it, but it stays de-identified.',
      ],
    ],
  );

/** Every page the seeder publishes, by path (000 §2.1). */
export function seedPages(image: SeedImage): SeedPage[] {
  return [
    landing(image),
    about(),
    testimonial(image),
    science(image),
    terms(),
    productConsent(),
    privacy(),
    researchConsent(),
    team(image),
    proSports(),
    fit(),
    military(),
    endurance(),
    press(image),
    tour(image),
    tourProceed(),
  ];
}
