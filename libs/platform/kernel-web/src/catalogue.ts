import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The names of the kernel's words that several features show: a person's role, a licence state
 * and a request status. A word one feature alone shows stays in that feature's catalogue.
 */
export const kernelWordsCatalogue = defineCatalogue('kernelWords', {
  roleAdmin: { en: 'Administrator', es: 'Administrador', pt: 'Administrador' },
  roleManager: { en: 'Manager', es: 'Responsable', pt: 'Gestor' },
  roleEmployee: { en: 'Employee', es: 'Empleado', pt: 'Colaborador' },
  roleCandidate: { en: 'Candidate', es: 'Candidato', pt: 'Candidato' },
  roleUndefined: { en: 'Undefined', es: 'Sin definir', pt: 'Não definido' },
  licenceYes: { en: 'Assigned', es: 'Asignada', pt: 'Atribuída' },
  licenceNo: { en: 'Not assigned', es: 'Sin asignar', pt: 'Não atribuída' },
  licenceInProgress: { en: 'In progress', es: 'En curso', pt: 'Em andamento' },
  licenceUsed: { en: 'Used', es: 'Usada', pt: 'Usada' },
  licenceUndefined: { en: 'Undefined', es: 'Sin definir', pt: 'Não definido' },
  requestNew: { en: 'Sent', es: 'Enviada', pt: 'Enviada' },
  requestInProgress: { en: 'In progress', es: 'En curso', pt: 'Em andamento' },
  requestAccepted: { en: 'Accepted', es: 'Aceptada', pt: 'Aceita' },
  requestRejected: { en: 'Rejected', es: 'Rechazada', pt: 'Recusada' },
  requestPending: { en: 'Pending', es: 'Pendiente', pt: 'Pendente' },
  requestContacted: { en: 'Contacted', es: 'Contactada', pt: 'Contatada' },
});
