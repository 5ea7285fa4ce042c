import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { ssoProblems } from '@facet/sso-domain';

export const ssoCatalogue = defineCatalogue('sso', {
  tabTitle: { en: 'Single sign-on', es: 'Inicio de sesión único', pt: 'Login único' },
  settingsTitle: {
    en: 'Single sign-on (OpenID Connect)',
    es: 'Inicio de sesión único (OpenID Connect)',
    pt: 'Login único (OpenID Connect)',
  },
  settingsIntro: {
    en: "Let your people sign in with your company's identity provider (Microsoft Entra ID, Google Workspace, Okta…). Register Facet there as a web application with this redirect URI and the scopes openid, email and profile:",
    es: 'Permite que tu gente inicie sesión con el proveedor de identidad de tu empresa (Microsoft Entra ID, Google Workspace, Okta…). Registra Facet allí como aplicación web con esta URI de redirección y los ámbitos openid, email y profile:',
    pt: 'Permita que sua equipe entre com o provedor de identidade da sua empresa (Microsoft Entra ID, Google Workspace, Okta…). Registre o Facet lá como aplicação web com este URI de redirecionamento e os escopos openid, email e profile:',
  },
  notSetUp: {
    en: 'Single sign-on is not set up yet: everyone signs in with a password.',
    es: 'El inicio de sesión único aún no está configurado: todos entran con contraseña.',
    pt: 'O login único ainda não está configurado: todos entram com senha.',
  },
  loading: {
    en: 'Loading the single sign-on settings…',
    es: 'Cargando la configuración del inicio de sesión único…',
    pt: 'Carregando as configurações do login único…',
  },
  loadFailed: {
    en: 'The single sign-on settings could not be loaded.',
    es: 'No se ha podido cargar la configuración del inicio de sesión único.',
    pt: 'Não foi possível carregar as configurações do login único.',
  },
  issuerLabel: { en: 'Issuer', es: 'Emisor (issuer)', pt: 'Emissor (issuer)' },
  issuerDescription: {
    en: 'The address your provider publishes its OpenID configuration under, such as https://login.microsoftonline.com/TENANT-ID/v2.0.',
    es: 'La dirección bajo la que tu proveedor publica su configuración OpenID, como https://login.microsoftonline.com/TENANT-ID/v2.0.',
    pt: 'O endereço em que seu provedor publica a configuração OpenID, como https://login.microsoftonline.com/TENANT-ID/v2.0.',
  },
  issuerInvalid: {
    en: 'Enter the https:// address of the issuer.',
    es: 'Escribe la dirección https:// del emisor.',
    pt: 'Digite o endereço https:// do emissor.',
  },
  clientIdLabel: { en: 'Client ID', es: 'ID de cliente', pt: 'ID do cliente' },
  clientIdInvalid: {
    en: 'Enter the client ID your provider gave Facet.',
    es: 'Escribe el ID de cliente que tu proveedor dio a Facet.',
    pt: 'Digite o ID do cliente que seu provedor deu ao Facet.',
  },
  clientSecretLabel: { en: 'Client secret', es: 'Secreto de cliente', pt: 'Segredo do cliente' },
  clientSecretStored: {
    en: 'A secret is stored and never shown again. Leave this empty to keep it.',
    es: 'Hay un secreto guardado que no se vuelve a mostrar. Déjalo vacío para conservarlo.',
    pt: 'Há um segredo guardado que não é mostrado de novo. Deixe vazio para mantê-lo.',
  },
  clientSecretNew: {
    en: 'Stored encrypted; it is never shown again.',
    es: 'Se guarda cifrado y no se vuelve a mostrar.',
    pt: 'É guardado criptografado e não é mostrado de novo.',
  },
  clientSecretInvalid: {
    en: 'Enter the client secret (at most 500 characters).',
    es: 'Escribe el secreto de cliente (500 caracteres como máximo).',
    pt: 'Digite o segredo do cliente (no máximo 500 caracteres).',
  },
  domainsLabel: { en: 'E-mail domains', es: 'Dominios de correo', pt: 'Domínios de e-mail' },
  domainsDescription: {
    en: 'The domains your provider vouches for, separated by commas or spaces, such as acme.com, acme.es.',
    es: 'Los dominios que tu proveedor verifica, separados por comas o espacios, como acme.com, acme.es.',
    pt: 'Os domínios que seu provedor verifica, separados por vírgulas ou espaços, como acme.com, acme.com.br.',
  },
  domainsInvalid: {
    en: 'Enter one to twenty domains such as acme.com.',
    es: 'Escribe de uno a veinte dominios, como acme.com.',
    pt: 'Digite de um a vinte domínios, como acme.com.',
  },
  requireSso: {
    en: 'Require single sign-on: members may no longer sign in with a password',
    es: 'Exigir inicio de sesión único: los miembros ya no pueden entrar con contraseña',
    pt: 'Exigir login único: os membros não podem mais entrar com senha',
  },
  requireSsoNote: {
    en: 'Platform administrators keep their own sign-in, so they can still help.',
    es: 'Los administradores de la plataforma conservan su propio acceso y pueden seguir ayudando.',
    pt: 'Os administradores da plataforma mantêm o próprio acesso e ainda podem ajudar.',
  },
  save: { en: 'Save', es: 'Guardar', pt: 'Salvar' },
  saved: {
    en: 'The single sign-on settings are saved.',
    es: 'La configuración del inicio de sesión único está guardada.',
    pt: 'As configurações do login único foram salvas.',
  },
  saveFailed: {
    en: 'The settings could not be saved.',
    es: 'No se ha podido guardar la configuración.',
    pt: 'Não foi possível salvar as configurações.',
  },
  notConfigured: {
    en: 'Single sign-on is not set up for the domain of this address. Sign in with your password.',
    es: 'El inicio de sesión único no está configurado para el dominio de esta dirección. Entra con tu contraseña.',
    pt: 'O login único não está configurado para o domínio deste endereço. Entre com sua senha.',
  },
  clientSecretRequired: {
    en: 'Enter the client secret your provider gave you.',
    es: 'Escribe el secreto de cliente que te dio tu proveedor.',
    pt: 'Digite o segredo do cliente que seu provedor lhe deu.',
  },
  domainTaken: {
    en: 'Another company already signs in people of one of these domains.',
    es: 'Otra empresa ya identifica a las personas de alguno de estos dominios.',
    pt: 'Outra empresa já identifica as pessoas de um destes domínios.',
  },
  secretUnreadable: {
    en: "Your company's single sign-on is not working: its client secret must be entered again by a company admin.",
    es: 'El inicio de sesión único de tu empresa no funciona: un administrador de la empresa debe volver a escribir su secreto de cliente.',
    pt: 'O login único da sua empresa não está funcionando: um administrador da empresa precisa digitar de novo o segredo do cliente.',
  },
  providerUnreachable: {
    en: 'No OpenID Connect provider answered at this issuer address. Check it and try again.',
    es: 'Ningún proveedor OpenID Connect ha respondido en esta dirección de emisor. Revísala y vuelve a intentarlo.',
    pt: 'Nenhum provedor OpenID Connect respondeu neste endereço de emissor. Confira e tente de novo.',
  },
  startTitle: {
    en: 'Sign in with single sign-on',
    es: 'Iniciar sesión con inicio de sesión único',
    pt: 'Entrar com login único',
  },
  startIntro: {
    en: "Enter your work e-mail: we take you to your company's sign-in page.",
    es: 'Escribe tu correo de trabajo: te llevamos a la página de acceso de tu empresa.',
    pt: 'Digite seu e-mail de trabalho: levamos você à página de acesso da sua empresa.',
  },
  email: { en: 'Work e-mail', es: 'Correo de trabajo', pt: 'E-mail de trabalho' },
  emailInvalid: {
    en: 'Enter a valid e-mail address.',
    es: 'Escribe una dirección de correo válida.',
    pt: 'Digite um endereço de e-mail válido.',
  },
  continue: { en: 'Continue', es: 'Continuar', pt: 'Continuar' },
  startFailed: {
    en: 'Single sign-on could not start. Try again.',
    es: 'No se ha podido iniciar el inicio de sesión único. Vuelve a intentarlo.',
    pt: 'Não foi possível iniciar o login único. Tente de novo.',
  },
  termsNotice: {
    en: 'By signing in you accept the {terms} and the {privacy}.',
    es: 'Al iniciar sesión aceptas las {terms} y la {privacy}.',
    pt: 'Ao entrar, você aceita os {terms} e a {privacy}.',
  },
  termsOfUse: { en: 'terms of use', es: 'condiciones de uso', pt: 'termos de uso' },
  privacyPolicy: {
    en: 'privacy policy',
    es: 'política de privacidad',
    pt: 'política de privacidade',
  },
  passwordSignIn: {
    en: 'Sign in with a password',
    es: 'Iniciar sesión con contraseña',
    pt: 'Entrar com senha',
  },
  signingIn: { en: 'Signing you in…', es: 'Iniciando sesión…', pt: 'Entrando…' },
  signedInFailed: {
    en: 'You came back from your provider, but the sign-in could not be completed here.',
    es: 'Has vuelto de tu proveedor, pero aquí no se ha podido completar el inicio de sesión.',
    pt: 'Você voltou do seu provedor, mas o acesso não pôde ser concluído aqui.',
  },
  refusedTitle: {
    en: 'Single sign-on did not sign you in',
    es: 'El inicio de sesión único no te ha identificado',
    pt: 'O login único não conectou você',
  },
  refusedExpired: {
    en: 'This sign-in is no longer waiting: it took more than ten minutes, was already used, or was started in another browser. Start again.',
    es: 'Este inicio de sesión ya no está pendiente: tardó más de diez minutos, ya se usó o se empezó en otro navegador. Vuelve a empezar.',
    pt: 'Este acesso não está mais pendente: levou mais de dez minutos, já foi usado ou foi iniciado em outro navegador. Comece de novo.',
  },
  refusedRefused: {
    en: "The answer of your company's provider failed a security check, so nobody was signed in. Start again; if it happens again, tell your administrator.",
    es: 'La respuesta del proveedor de tu empresa no superó una comprobación de seguridad, así que no se ha iniciado ninguna sesión. Vuelve a empezar; si se repite, avisa a tu administrador.',
    pt: 'A resposta do provedor da sua empresa não passou em uma verificação de segurança, então ninguém foi conectado. Comece de novo; se acontecer outra vez, avise seu administrador.',
  },
  refusedUnverified: {
    en: "Your provider did not vouch for an e-mail address of your company's domains. Ask your administrator to check your account there.",
    es: 'Tu proveedor no ha verificado una dirección de correo de los dominios de tu empresa. Pide a tu administrador que revise tu cuenta allí.',
    pt: 'Seu provedor não confirmou um endereço de e-mail dos domínios da sua empresa. Peça ao seu administrador que verifique sua conta lá.',
  },
  refusedNoAccount: {
    en: 'There is no Facet account nor pending invitation for your address in this company. Ask your administrator to invite you.',
    es: 'No hay ninguna cuenta de Facet ni invitación pendiente para tu dirección en esta empresa. Pide a tu administrador que te invite.',
    pt: 'Não há conta no Facet nem convite pendente para o seu endereço nesta empresa. Peça ao seu administrador que convide você.',
  },
  refusedProviderError: {
    en: "Your company's provider did not sign you in. Start again, or ask your administrator.",
    es: 'El proveedor de tu empresa no ha iniciado tu sesión. Vuelve a empezar o pregunta a tu administrador.',
    pt: 'O provedor da sua empresa não conectou você. Comece de novo ou pergunte ao seu administrador.',
  },
  startAgain: { en: 'Start again', es: 'Volver a empezar', pt: 'Começar de novo' },
});

export const ssoMessages = ssoCatalogue.messages;

/** The sentence for each cause the single sign-on API names by code; `failureText` takes it. */
export const ssoProblemMessages = problemMessages(ssoProblems, {
  notConfigured: ssoMessages.notConfigured,
  clientSecretRequired: ssoMessages.clientSecretRequired,
  domainTaken: ssoMessages.domainTaken,
  secretUnreadable: ssoMessages.secretUnreadable,
  providerUnreachable: ssoMessages.providerUnreachable,
});
