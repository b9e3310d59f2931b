/** spec 000 §2.4: pages with an extra side menu of in-page sections, keyed by their exact path. */
export interface SideMenu {
  title: string;
  sections: readonly { id: string; label: string }[];
}

export const sideMenus: Readonly<Record<string, SideMenu>> = {
  '/science': {
    title: 'The science',
    sections: [
      { id: 'biomarkers', label: 'Blood biomarkers' },
      { id: 'inner-age', label: 'InnerAge' },
      { id: 'categories', label: 'Healthspan categories' },
      { id: 'research', label: 'Research' },
    ],
  },
  '/about': {
    title: 'About Healthspan',
    sections: [
      { id: 'mission', label: 'Our mission' },
      { id: 'story', label: 'Our story' },
      { id: 'privacy', label: 'Your data' },
      { id: 'join', label: 'Join us' },
    ],
  },
  '/testimonial': {
    title: 'Testimonials',
    sections: [
      { id: 'members', label: 'Members' },
      { id: 'athletes', label: 'Athletes' },
      { id: 'professionals', label: 'Professionals' },
    ],
  },
  '/team': {
    title: 'Our team',
    sections: [
      { id: 'leadership', label: 'Leadership' },
      { id: 'scientists', label: 'Scientists' },
      { id: 'advisors', label: 'Advisors' },
    ],
  },
  // /innerage/ is listed by the spec too, but that path redirects to the store (000 §2.1).
  '/innerage': {
    title: 'InnerAge',
    sections: [{ id: 'inner-age', label: 'InnerAge' }],
  },
};

/** The side menu of `path` (exact match, a trailing slash allowed), if the page has one. */
export function sideMenuFor(path: string): SideMenu | undefined {
  const key = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  return sideMenus[key];
}
