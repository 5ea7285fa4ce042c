import type { AuditTrailEntry } from '@facet/audit-trail-domain';
import {
  Alert,
  Button,
  Disclosure,
  Form,
  FormActions,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { PagedTableView, type PagedList, type PagedTableColumn } from '@facet/platform-web-kit';
import { useIntl, type IntlShape } from 'react-intl';
import { actionTranslations, isKnownAuditAction } from './action-messages';
import { auditActionCatalogue, auditTrailMessages as messages } from './messages';
import type { TrailFilters } from './trail-filters';
import { useTrailFilterForm } from './use-trail-filter-form';
import { nameAndEmail, peopleList } from './AuditTrailView.css';

export interface AuditTrailViewProps extends PagedList {
  entries: readonly AuditTrailEntry[];
  total: number;
  filters: TrailFilters;
  onFiltersChange: (filters: TrailFilters) => void;
  loadFailed?: boolean;
  /** The platform's trail: a company column and a company filter. */
  spansCompanies?: boolean;
  isExporting?: boolean;
  exportFailed?: boolean;
  onExport: () => void;
  /** The heading's level: 1 on a page of its own, 2 inside a tab. */
  headingLevel?: 1 | 2;
}

const anyAction = '';

/** The readable name of an action, or its code when the product does not know it (yet). */
export function actionLabel(intl: IntlShape, code: string): string {
  return isKnownAuditAction(code) ? intl.formatMessage(auditActionCatalogue.messages[code]) : code;
}

function actorLabel(intl: IntlShape, actor: AuditTrailEntry['actor']): string {
  if (actor.kind === 'system') return intl.formatMessage(messages.actorSystem);
  if (actor.kind === 'visitor') return intl.formatMessage(messages.actorVisitor);
  if (actor.name === null) return intl.formatMessage(messages.actorErased);
  return actor.kind === 'admin'
    ? intl.formatMessage(messages.actorPlatformAdmin, { name: actor.name })
    : actor.name;
}

/** What an export of many people's results held, by the kind its details name (decision D73). */
function exportLabel(intl: IntlShape, entry: AuditTrailEntry, target: string): string {
  const count = entry.people.length;
  switch (entry.details['export']) {
    case 'ranking':
      return intl.formatMessage(messages.rankingExported, { profile: target, count });
    case 'group':
      return intl.formatMessage(messages.groupExported, { group: target, count });
    case 'employees':
      return intl.formatMessage(messages.peopleExported, { company: target, count });
    default:
      return actionLabel(intl, entry.action);
  }
}

/**
 * What an entry did: a view or an export of many people (a ranking, a group's fit, a team view, a
 * spreadsheet) names what it showed and how many (decisions D63, D70, D73), every other entry its
 * action. Entries written before a view listed its people (one per person) keep the action's name.
 */
function whatLabel(intl: IntlShape, entry: AuditTrailEntry): string {
  const count = entry.people.length;
  if (entry.target === null || count === 0) return actionLabel(intl, entry.action);
  const { compared_with: other } = entry.details;
  switch (entry.action) {
    case 'ranking.read':
      return intl.formatMessage(messages.rankingViewed, { profile: entry.target, count });
    case 'group_fit.read':
      return intl.formatMessage(messages.groupFitViewed, { group: entry.target, count });
    case 'result.read_in_team_view':
      return typeof other === 'string'
        ? intl.formatMessage(messages.teamsCompared, { team: entry.target, other, count })
        : intl.formatMessage(messages.teamViewViewed, { team: entry.target, count });
    case 'company.export_downloaded':
      return exportLabel(intl, entry, entry.target);
    default:
      return actionLabel(intl, entry.action);
  }
}

export interface PeopleListedProps {
  people: AuditTrailEntry['people'];
  defaultExpanded?: boolean;
}

/** The people one entry lists, behind a toggle: a ranking page can list a hundred. */
export function PeopleListed({ people, defaultExpanded }: PeopleListedProps) {
  const intl = useIntl();
  return (
    <Disclosure
      defaultExpanded={defaultExpanded}
      expandLabel={intl.formatMessage(messages.showPeople, { count: people.length })}
      collapseLabel={intl.formatMessage(messages.hidePeople)}
    >
      <ul aria-label={intl.formatMessage(messages.peopleShown)} className={peopleList}>
        {people.map((person) => (
          <li key={person.id}>
            <Text size="small">
              {person.name ?? intl.formatMessage(messages.erasedPerson, { id: person.id })}
              {person.email && ` · ${person.email}`}
            </Text>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

function columnsOf(intl: IntlShape, spansCompanies: boolean): PagedTableColumn<AuditTrailEntry>[] {
  const columns: PagedTableColumn<AuditTrailEntry>[] = [
    {
      id: 'when',
      label: intl.formatMessage(messages.columnWhen),
      render: (entry) => intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'actor',
      label: intl.formatMessage(messages.columnActor),
      render: (entry) => (
        <div className={nameAndEmail}>
          <Stack space="xsmall">
            <Text>{actorLabel(intl, entry.actor)}</Text>
            {entry.actor.email && (
              <Text size="small" tone="secondary">
                {entry.actor.email}
              </Text>
            )}
          </Stack>
        </div>
      ),
    },
    {
      id: 'action',
      label: intl.formatMessage(messages.columnAction),
      isRowHeader: true,
      render: (entry) => whatLabel(intl, entry),
    },
    {
      id: 'person',
      label: intl.formatMessage(messages.columnPerson),
      render: (entry) =>
        entry.people.length > 0 ? (
          <PeopleListed people={entry.people} />
        ) : entry.person ? (
          <div className={nameAndEmail}>
            <Stack space="xsmall">
              <Text>{entry.person.name}</Text>
              {entry.person.email && (
                <Text size="small" tone="secondary">
                  {entry.person.email}
                </Text>
              )}
            </Stack>
          </div>
        ) : (
          (entry.target ?? intl.formatMessage(messages.noCompany))
        ),
    },
  ];
  if (spansCompanies) {
    columns.push({
      id: 'company',
      label: intl.formatMessage(messages.columnCompany),
      render: (entry) => entry.company?.name ?? intl.formatMessage(messages.noCompany),
    });
  }
  return columns;
}

interface TrailFiltersFormProps {
  filters: TrailFilters;
  onFiltersChange: (filters: TrailFilters) => void;
  spansCompanies: boolean;
  isExporting: boolean | undefined;
  /** Nothing is loading or failed, so what the filters keep can be downloaded. */
  canExport: boolean;
  exportFailed: boolean | undefined;
  onExport: () => void;
}

/** The trail's filters (who acted, about whom, what, which days) and the CSV download. */
function TrailFiltersForm({
  filters,
  onFiltersChange,
  spansCompanies,
  isExporting,
  canExport,
  exportFailed,
  onExport,
}: TrailFiltersFormProps) {
  const intl = useIntl();
  const { typed, reversed, field, setAction } = useTrailFilterForm(filters);
  const actionOptions = [
    { id: anyAction, label: intl.formatMessage(messages.anyAction) },
    ...Object.keys(actionTranslations).map((code) => ({
      id: code,
      label: actionLabel(intl, code),
    })),
  ];
  return (
    <Form
      aria-label={intl.formatMessage(messages.filtersLabel)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onFiltersChange(typed);
      }}
    >
      <Stack space="medium">
        <Inline space="medium" alignY="bottom">
          <TextField label={intl.formatMessage(messages.filterActor)} {...field('actor')} />
          <TextField label={intl.formatMessage(messages.filterPerson)} {...field('person')} />
          <Select
            label={intl.formatMessage(messages.filterAction)}
            options={actionOptions}
            selectedKey={typed.action ?? anyAction}
            onSelectionChange={(key) => setAction(key === anyAction ? undefined : String(key))}
          />
          <TextField
            type="date"
            label={intl.formatMessage(messages.filterFrom)}
            {...field('from')}
          />
          <TextField
            type="date"
            label={intl.formatMessage(messages.filterTo)}
            {...field('to')}
            isInvalid={reversed}
            errorMessage={reversed ? intl.formatMessage(messages.datesReversed) : undefined}
          />
          {spansCompanies && (
            <TextField
              label={intl.formatMessage(messages.filterCompany)}
              inputMode="numeric"
              {...field('companyId')}
            />
          )}
        </Inline>
        <FormActions>
          <Button type="submit" isDisabled={reversed}>
            {intl.formatMessage(messages.applyFilters)}
          </Button>
          <Button variant="secondary" onPress={() => onFiltersChange({})}>
            {intl.formatMessage(messages.clearFilters)}
          </Button>
          <Button
            variant="secondary"
            isPending={isExporting}
            isDisabled={!canExport}
            onPress={onExport}
          >
            {intl.formatMessage(messages.exportCsv)}
          </Button>
          {isExporting && <Text tone="secondary">{intl.formatMessage(messages.exporting)}</Text>}
        </FormActions>
        {exportFailed && <Alert tone="critical">{intl.formatMessage(messages.exportFailed)}</Alert>}
      </Stack>
    </Form>
  );
}

/**
 * The audit trail: filters (who acted, about whom, what, which days), the entries newest first,
 * page by page, and the CSV download of what the filters keep. Props only.
 */
export function AuditTrailView({
  entries,
  total,
  filters,
  onFiltersChange,
  loadFailed,
  spansCompanies = false,
  isExporting,
  exportFailed,
  onExport,
  headingLevel = 2,
  ...paging
}: AuditTrailViewProps) {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={headingLevel}>
          {intl.formatMessage(spansCompanies ? messages.platformTitle : messages.tabTitle)}
        </Heading>
        <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
      </Stack>
      <TrailFiltersForm
        filters={filters}
        onFiltersChange={onFiltersChange}
        spansCompanies={spansCompanies}
        isExporting={isExporting}
        canExport={!(isExporting || paging.isLoading || loadFailed)}
        exportFailed={exportFailed}
        onExport={onExport}
      />
      <PagedTableView
        label={intl.formatMessage(messages.tableLabel)}
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={columnsOf(intl, spansCompanies)}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyDescription),
        }}
        loadError={loadFailed ? intl.formatMessage(messages.loadFailed) : undefined}
        {...paging}
      >
        {total > 0 && <Text tone="secondary">{intl.formatMessage(messages.total, { total })}</Text>}
      </PagedTableView>
    </Stack>
  );
}
