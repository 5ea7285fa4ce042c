import { phonePrefixSchema } from '@facet/data-rights-domain';
import type { ComboBoxOption } from '@facet/design-system';
import { countries, type TCountryCode } from 'countries-list';

/** One country's international calling code: "+31" for NL. A country may have several. */
export interface CallingCode {
  country: TCountryCode;
  prefix: string;
}

/** Every country's calling codes that the spec's prefix rule (+ and 1 to 4 digits) accepts. */
export const callingCodes: readonly CallingCode[] = (
  Object.entries(countries) as [TCountryCode, (typeof countries)[TCountryCode]][]
).flatMap(([country, { phone }]) =>
  phone
    .map((code) => ({ country, prefix: `+${code}` }))
    .filter(({ prefix }) => phonePrefixSchema.safeParse(prefix).success),
);

export interface PhonePrefixChoices {
  /** Country name and prefix ("Netherlands +31"), sorted by name in the page's language. */
  options: ComboBoxOption[];
  /** The prefix a chosen option or its shown label stands for. */
  prefixOf: (optionIdOrLabel: string) => string | undefined;
}

/** The prefix list of a page in `locale`, its countries named by the browser's Intl data. */
export function phonePrefixChoices(locale: string): PhonePrefixChoices {
  const regionNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  const options = callingCodes
    .map(({ country, prefix }) => ({
      id: `${country}${prefix}`,
      label: `${regionNames.of(country) ?? countries[country].name} ${prefix}`,
      prefix,
    }))
    .sort((left, right) => collator.compare(left.label, right.label));
  const prefixes = new Map<string, string>();
  for (const { id, label, prefix } of options) {
    prefixes.set(id, prefix);
    prefixes.set(label, prefix);
  }
  return {
    options: options.map(({ id, label }) => ({ id, label })),
    prefixOf: (optionIdOrLabel) => prefixes.get(optionIdOrLabel),
  };
}
