import { accountProblems } from '@facet/account-domain';
import { companyProblems } from '@facet/company-domain';
import { problemMessages, type ProblemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';

/** Every string of /account; the error defaults are spec/api.md §8's, with its Spanish fallbacks. */
export const accountCatalogue = defineCatalogue('account', {
  title: { en: 'My account', es: 'Mi cuenta', pt: 'Minha conta' },
  profileTitle: { en: 'Profile', es: 'Perfil', pt: 'Perfil' },
  loading: { en: 'Loading your profile…', es: 'Cargando tu perfil…', pt: 'Carregando o perfil…' },
  fieldName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  fieldEmail: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  fieldRole: { en: 'Role', es: 'Rol', pt: 'Função' },
  fieldCompany: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  fieldLicence: { en: 'Licence', es: 'Licencia', pt: 'Licença' },
  noCompany: { en: 'No company', es: 'Sin empresa', pt: 'Sem empresa' },
  editName: { en: 'Edit name', es: 'Editar nombre', pt: 'Editar nome' },
  saveChanges: { en: 'Save changes', es: 'Guardar cambios', pt: 'Salvar alterações' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  nameSaved: {
    en: 'Your name was saved.',
    es: 'Tu nombre se ha guardado.',
    pt: 'O nome foi salvo.',
  },
  nameRequired: { en: 'Enter your name.', es: 'Escribe tu nombre.', pt: 'Informe o nome.' },
  nameTooLong: {
    en: 'Use at most 45 characters.',
    es: 'Usa como máximo 45 caracteres.',
    pt: 'Use no máximo 45 caracteres.',
  },
  nameInvalid: {
    en: 'Use only letters, spaces, apostrophes and hyphens: no digits or special characters.',
    es: 'Usa solo letras, espacios, apóstrofos y guiones: sin números ni caracteres especiales.',
    pt: 'Use apenas letras, espaços, apóstrofos e hifens: sem números nem caracteres especiais.',
  },
  loadFailed: {
    en: 'Error getting user profile.',
    es: 'Error al cargar perfil',
    pt: 'Erro ao carregar o perfil.',
  },
  updateFailed: {
    en: 'Error updating user profile.',
    es: 'Error al actualizar perfil',
    pt: 'Erro ao atualizar o perfil.',
  },
  leaveFailed: {
    en: 'Error leaving company.',
    es: 'Error al salir de la empresa',
    pt: 'Erro ao sair da empresa.',
  },
  leaveCompany: { en: 'Leave company', es: 'Salir de la empresa', pt: 'Sair da empresa' },
  leaveHeading: {
    en: 'Leave the company',
    es: 'Salir de la empresa',
    pt: 'Sair da empresa',
  },
  leaveSummary: {
    en: 'Your company will no longer see you or your results. You can only join again with a new invitation.',
    es: 'Tu empresa dejará de verte a ti y tus resultados. Solo podrás volver con una nueva invitación.',
    pt: 'Sua empresa deixa de o ver a si e aos seus resultados. Só pode voltar com um novo convite.',
  },
  leaveTitle: {
    en: 'Leave {company}?',
    es: '¿Salir de {company}?',
    pt: 'Sair de {company}?',
  },
  leaveExplanation: {
    en: 'You keep your account and your own results, but {company} will no longer see you, your role ends and your licence becomes undefined. To join again you need a new invitation.',
    es: 'Conservas tu cuenta y tus resultados, pero {company} dejará de verte, tu rol termina y tu licencia pasa a sin definir. Para volver necesitarás una nueva invitación.',
    pt: 'A conta e os resultados continuam com a pessoa, mas {company} deixa de vê-los, a função termina e a licença passa a não definida. Para voltar, é preciso um novo convite.',
  },
  leaveNotMember: {
    en: 'You are not a member of any company.',
    es: 'No perteneces a ninguna empresa.',
    pt: 'Esta conta não pertence a nenhuma empresa.',
  },
  leaveSoleAdministrator: {
    en: 'You are the only administrator of this company. Name another administrator in the company panel before leaving.',
    es: 'Eres el único administrador de esta empresa. Nombra a otro administrador en el panel de empresa antes de salir.',
    pt: 'Esta conta é a única administradora da empresa. Nomeie outro administrador no painel da empresa antes de sair.',
  },
  leftCompany: {
    en: 'You have left the company.',
    es: 'Has salido de la empresa.',
    pt: 'Saída da empresa concluída.',
  },
  tabsLabel: { en: 'Your records', es: 'Tus registros', pt: 'Registros' },
});

export const accountMessages = accountCatalogue.messages;

/** The sentence for each cause the account API names by code. */
export const accountProblemMessages: ProblemMessages = {
  ...problemMessages(accountProblems, { notAMember: accountMessages.leaveNotMember }),
  [companyProblems.lastAdmin.code]: accountMessages.leaveSoleAdministrator,
};
