import type { DataRightsEntity } from '@facet/data-rights-domain';
import { useState } from 'react';

/** How the admin resolves a request: about whom, and for a rectification the new details. */
export interface Resolution {
  entity: DataRightsEntity;
  name?: string;
  email?: string;
}

/**
 * The resolve dialog's choices: who the request is about (the requested entity, else an
 * employee) and, for a rectification, the new name and e-mail; blank ones are left out.
 */
export function useResolutionForm(requestedEntity: DataRightsEntity | null) {
  const [entity, setEntity] = useState<DataRightsEntity>(requestedEntity ?? 'employee');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const resolution: Resolution = {
    entity,
    ...(name.trim() && { name: name.trim() }),
    ...(email.trim() && { email: email.trim() }),
  };
  return { entity, setEntity, name, setName, email, setEmail, resolution };
}
