import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The problems the request schemas (data-rights and contact, `requestFieldProblems`) report, in
 * every language; a form translates them with `useProblemText`.
 */
export const requestFieldProblemCatalogue = defineCatalogue('requestFieldProblem', {
  required: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    pt: 'Este campo é obrigatório.',
  },
  nameTooLong: {
    en: 'Use at most 45 characters.',
    es: 'Usa como máximo 45 caracteres.',
    pt: 'Use no máximo 45 caracteres.',
  },
  nameInvalid: {
    en: 'Use letters, spaces, apostrophes, dots and hyphens only.',
    es: 'Usa solo letras, espacios, apóstrofos, puntos y guiones.',
    pt: 'Use apenas letras, espaços, apóstrofos, pontos e hifens.',
  },
  emailInvalid: {
    en: 'Enter a valid e-mail address.',
    es: 'Introduce un correo electrónico válido.',
    pt: 'Digite um e-mail válido.',
  },
  emailTooLong: {
    en: 'Use at most 254 characters.',
    es: 'Usa como máximo 254 caracteres.',
    pt: 'Use no máximo 254 caracteres.',
  },
  phonePrefixInvalid: {
    en: 'Use + followed by 1 to 4 digits.',
    es: 'Usa + seguido de 1 a 4 dígitos.',
    pt: 'Use + seguido de 1 a 4 dígitos.',
  },
  phoneInvalid: {
    en: 'Use 6 to 15 digits.',
    es: 'Usa de 6 a 15 dígitos.',
    pt: 'Use de 6 a 15 dígitos.',
  },
  messageTooLong: {
    en: 'Use at most 600 characters.',
    es: 'Usa como máximo 600 caracteres.',
    pt: 'Use no máximo 600 caracteres.',
  },
  rightRequired: {
    en: 'Choose the right you want to exercise.',
    es: 'Elige el derecho que quieres ejercer.',
    pt: 'Escolha o direito que deseja exercer.',
  },
  entityRequired: {
    en: 'Choose whose data this is about.',
    es: 'Elige de quién son los datos.',
    pt: 'Escolha de quem são os dados.',
  },
  languageInvalid: {
    en: 'Choose English, Spanish or Portuguese.',
    es: 'Elige inglés, español o portugués.',
    pt: 'Escolha inglês, espanhol ou português.',
  },
  statusInvalid: { en: 'Choose a status.', es: 'Elige un estado.', pt: 'Escolha um estado.' },
  searchTooShort: {
    en: 'Type at least 3 characters.',
    es: 'Escribe al menos 3 caracteres.',
    pt: 'Digite pelo menos 3 caracteres.',
  },
});
