import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Button } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons';
import { pageStatus, pagination } from './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based as the API counts (`page`). */
  page: number;
  /** `totalPages` from the API; with no pages nothing is shown. */
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Disables both buttons while the next page loads. */
  isDisabled?: boolean;
}

/** "Page x of y" with previous and next buttons, under a paged list. */
export function Pagination({ page, totalPages, onPageChange, isDisabled }: PaginationProps) {
  const intl = useIntl();
  const { messages } = designSystemCatalogue;
  if (totalPages < 1) return null;
  return (
    <nav aria-label={intl.formatMessage(messages.pagination)} className={pagination}>
      <Button
        variant="secondary"
        size="small"
        aria-label={intl.formatMessage(messages.previousPage)}
        isDisabled={isDisabled || page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </Button>
      {/* Announced when it changes, so screen reader users hear which page they reached. */}
      <span className={pageStatus} aria-live="polite">
        {intl.formatMessage(messages.pageOfTotal, { page, totalPages })}
      </span>
      <Button
        variant="secondary"
        size="small"
        aria-label={intl.formatMessage(messages.nextPage)}
        isDisabled={isDisabled || page >= totalPages}
        onPress={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
