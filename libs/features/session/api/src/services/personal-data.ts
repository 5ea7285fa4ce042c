import { rowsAddressedTo, whereEmailIs, type PersonalDataSource } from '@facet/platform-db';
import { revokeSessionsOf } from './refresh-tokens';

/**
 * The session feature's tables in the personal-data registry. The account comes first: erasure
 * runs the registry backwards, so the user row (and what cascades from it) goes last.
 */
export const sessionPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'users',
    person: {
      find: (transaction, person) => transaction('users').where({ id: person.userId }),
      // Its access tokens stop working at once, not when they run out.
      erase: async (transaction, person) => {
        await revokeSessionsOf(transaction, { kind: 'user', id: person.userId });
        return transaction('users').where({ id: person.userId }).delete();
      },
    },
  },
  {
    table: 'refresh_tokens',
    person: {
      find: (transaction, person) =>
        transaction('refresh_tokens')
          .where({ principal_kind: 'user', principal_id: person.userId })
          // The device and network each use recorded are the person's too (D97); never the hash.
          .select(
            'id',
            'family_id',
            'persistent',
            'created_at',
            'expires_at',
            'used_at',
            'revoked_at',
            'browser',
            'operating_system',
            'network',
          ),
      erase: (transaction, person) =>
        transaction('refresh_tokens')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .delete(),
    },
  },
  // A person's second factors: the kind and dates, never the sealed secret (D98); a passkey's
  // name and transports too, never its public key or ids (D100: bytes that tell a person nothing).
  {
    table: 'second_factors',
    person: {
      find: (transaction, person) =>
        transaction('second_factors')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .select('id', 'kind', 'name', 'transports', 'created_at', 'confirmed_at', 'last_used_at'),
      erase: (transaction, person) =>
        transaction('second_factors')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .delete(),
    },
  },
  // A passkey ceremony started and not finished (five minutes at most, D100).
  {
    table: 'webauthn_challenges',
    person: {
      find: (transaction, person) =>
        transaction('webauthn_challenges')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .select('id', 'purpose', 'created_at', 'expires_at'),
      erase: (transaction, person) =>
        transaction('webauthn_challenges')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .delete(),
    },
  },
  {
    table: 'recovery_codes',
    person: {
      find: (transaction, person) =>
        transaction('recovery_codes')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .select('id', 'created_at', 'used_at'),
      erase: (transaction, person) =>
        transaction('recovery_codes')
          .where({ principal_kind: 'user', principal_id: person.userId })
          .delete(),
    },
  },
  {
    table: 'one_time_tokens',
    person: rowsAddressedTo('one_time_tokens', 'email', [
      'id',
      'purpose',
      'created_at',
      'expires_at',
      'used_at',
    ]),
    // A company's invitation links to the person's address go with the company's copy of them.
    personInCompany: {
      find: (transaction, subject) =>
        whereEmailIs(
          transaction('one_time_tokens').where({ company_id: subject.companyId }),
          'email',
          subject.email,
        ).select('id', 'purpose', 'created_at', 'expires_at', 'used_at'),
      erase: (transaction, subject) =>
        whereEmailIs(
          transaction('one_time_tokens').where({ company_id: subject.companyId }),
          'email',
          subject.email,
        ).delete(),
    },
  },
];
