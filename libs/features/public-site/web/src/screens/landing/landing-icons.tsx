import { LineIcon } from '@facet/design-system';
import type { ReactNode } from 'react';
import { stepIcon } from './landing.css';

/** The six steps' line icons, larger and finer; decorative, the step's heading names it. */
function StepIcon({ children }: { children: ReactNode }) {
  return (
    <LineIcon className={stepIcon} strokeWidth={1.8}>
      {children}
    </LineIcon>
  );
}

export const ConversationIcon = () => (
  <StepIcon>
    <path d="M4 5h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    <path d="M20 9h0a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2v2l-3-2h-5" />
  </StepIcon>
);

export const PresentationIcon = () => (
  <StepIcon>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M10 8l4 2-4 2z" />
    <path d="M8 20l4-4 4 4" />
  </StepIcon>
);

export const BuildingIcon = () => (
  <StepIcon>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
    <path d="M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 8h3M8 12h3M8 16h3" />
  </StepIcon>
);

export const InvitationIcon = () => (
  <StepIcon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </StepIcon>
);

export const ChecklistIcon = () => (
  <StepIcon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17" />
  </StepIcon>
);

export const ReportIcon = () => (
  <StepIcon>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6M20 16v-2" />
  </StepIcon>
);
