import { publicPagesCatalogue } from './pages-catalogue';

const { messages } = publicPagesCatalogue;

export interface TeamMember {
  name: string;
  /** Two letters drawn in the avatar. */
  initials: string;
  role: (typeof messages)[keyof typeof messages];
  profileUrl: string;
}

/** The three people the about page presents; their photos are drawn initials, not files. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Lucía Ferrer',
    initials: 'LF',
    role: messages.roleFounder,
    profileUrl: 'https://www.linkedin.com/in/facet-lucia-ferrer',
  },
  {
    name: 'Tomás Ribeiro',
    initials: 'TR',
    role: messages.rolePsychometrics,
    profileUrl: 'https://www.linkedin.com/in/facet-tomas-ribeiro',
  },
  {
    name: 'Hannah Cole',
    initials: 'HC',
    role: messages.roleEngineering,
    profileUrl: 'https://www.linkedin.com/in/facet-hannah-cole',
  },
];

/** The about page's figures (spec/product.md §1). */
export const presenceCountries = 18;
export const completedCases = 12_500;
