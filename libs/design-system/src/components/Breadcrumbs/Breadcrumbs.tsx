import { Breadcrumb, Breadcrumbs as RACBreadcrumbs, Link as RACLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { link } from '../Link/Link.css';
import { ChevronRightIcon } from '../private/icons';
import { breadcrumb, breadcrumbs, separator } from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Every item but the last (the current page) links somewhere. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top level down to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
}

/** Where the page sits ("Company panel › Groups › Sales"); the last item is the current page. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(designSystemCatalogue.messages.breadcrumbs)}>
      <RACBreadcrumbs items={items} className={breadcrumbs}>
        {(item) => (
          <Breadcrumb id={item.id} className={breadcrumb}>
            {({ isCurrent }) => (
              <>
                <RACLink
                  href={isCurrent ? undefined : item.href}
                  className={link}
                  data-variant="secondary"
                >
                  {item.label}
                </RACLink>
                {!isCurrent && (
                  <span className={separator} aria-hidden="true">
                    <ChevronRightIcon />
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
