import { Select } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import type { z } from 'zod';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from './messages';

/** The fields of a form with a problem, by their first path segment. */
export function invalidFields(result: z.ZodSafeParseResult<unknown>): Set<string> {
  return new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')));
}

/** The language a created account or company mail is written in. */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: Language;
  onChange: (lang: Language) => void;
}) {
  const intl = useIntl();
  return (
    <Select<Language>
      label={intl.formatMessage(messages.fieldLanguage)}
      options={[
        { id: 'en', label: intl.formatMessage(messages.language_en) },
        { id: 'es', label: intl.formatMessage(messages.language_es) },
        { id: 'pt', label: intl.formatMessage(messages.language_pt) },
      ]}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as Language)}
    />
  );
}
