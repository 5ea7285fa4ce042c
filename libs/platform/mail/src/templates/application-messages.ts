import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The mail of a sign-up through a position link (D90), in the language the visitor chose.
 * Spanish speaks as "tú"; Portuguese avoids "tu" and "você", as in the other mails.
 */
export const applicationConfirmationMessages = defineCatalogue('mail.applicationConfirmation', {
  subject: {
    en: 'Confirm your application to {companyName}',
    es: 'Confirma tu candidatura a {companyName}',
    pt: 'Confirme a candidatura a {companyName}',
  },
  intro: {
    en: 'You applied for the position “{positionName}” at {companyName}. Confirm your e-mail address to create your Facet account and take the personality assessment.',
    es: 'Te has postulado al puesto «{positionName}» en {companyName}. Confirma tu dirección de correo para crear tu cuenta de Facet y completar la evaluación de personalidad.',
    pt: 'Candidatou-se à vaga “{positionName}” em {companyName}. Confirme o endereço de e-mail para criar a conta na Facet e fazer a avaliação de personalidade.',
  },
  action: {
    en: 'Confirm and continue',
    es: 'Confirmar y continuar',
    pt: 'Confirmar e continuar',
  },
  expiry: {
    en: 'The link is valid for {validHours} hours.',
    es: 'El enlace es válido durante {validHours} horas.',
    pt: 'O link é válido durante {validHours} horas.',
  },
  ignore: {
    en: 'If you did not apply, you can ignore this e-mail: no account is created without your confirmation.',
    es: 'Si no te has postulado, puedes ignorar este correo: no se crea ninguna cuenta sin tu confirmación.',
    pt: 'Se não se candidatou, pode ignorar este e-mail: nenhuma conta é criada sem a sua confirmação.',
  },
});
