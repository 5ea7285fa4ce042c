import { defineCatalogue } from '@facet/platform-i18n';

export const profilesCatalogue = defineCatalogue('profiles', {
  tabProfiles: { en: 'Profiles', es: 'Perfiles', pt: 'Perfis' },
  tableLabel: {
    en: 'Profiles of the company',
    es: 'Perfiles de la empresa',
    pt: 'Perfis da empresa',
  },
  columnName: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  columnOrigin: { en: 'Origin', es: 'Origen', pt: 'Origem' },
  columnRanges: { en: 'Ranges set', es: 'Rangos definidos', pt: 'Faixas definidas' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  originCompany: { en: 'This company', es: 'Esta empresa', pt: 'Esta empresa' },
  originGlobal: {
    en: 'Platform (read-only)',
    es: 'Plataforma (solo lectura)',
    pt: 'Plataforma (somente leitura)',
  },
  createProfile: { en: 'Create profile', es: 'Crear perfil', pt: 'Criar perfil' },
  inspect: { en: 'View {name}', es: 'Ver {name}', pt: 'Ver {name}' },
  remove: { en: 'Delete {name}', es: 'Eliminar {name}', pt: 'Excluir {name}' },
  removeTitle: {
    en: 'Delete the profile {name}?',
    es: '¿Eliminar el perfil {name}?',
    pt: 'Excluir o perfil {name}?',
  },
  removeBody: {
    en: 'Groups using it are left without a profile. This cannot be undone.',
    es: 'Los grupos que lo usan quedan sin perfil. No se puede deshacer.',
    pt: 'Os grupos que o usam ficam sem perfil. Não é possível desfazer.',
  },
  removeConfirm: { en: 'Delete', es: 'Eliminar', pt: 'Excluir' },
  removed: {
    en: 'Profile {name} deleted.',
    es: 'Perfil {name} eliminado.',
    pt: 'Perfil {name} excluído.',
  },
  removeFailed: {
    en: 'The profile could not be deleted.',
    es: 'No se pudo eliminar el perfil.',
    pt: 'Não foi possível excluir o perfil.',
  },
  onlyAdmins: {
    en: 'Only company administrators can do this.',
    es: 'Solo los administradores de la empresa pueden hacerlo.',
    pt: 'Somente administradores da empresa podem fazer isso.',
  },
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
  loadFailed: {
    en: 'The profiles could not be loaded.',
    es: 'No se pudieron cargar los perfiles.',
    pt: 'Não foi possível carregar os perfis.',
  },
  noProfilesTitle: { en: 'No profiles yet', es: 'Aún no hay perfiles', pt: 'Ainda não há perfis' },
  noProfilesDescription: {
    en: 'A profile describes the ideal range of each scale for a position.',
    es: 'Un perfil describe el rango ideal de cada escala para un puesto.',
    pt: 'Um perfil descreve a faixa ideal de cada escala para um cargo.',
  },
  createTitle: { en: 'Create profile', es: 'Crear perfil', pt: 'Criar perfil' },
  profileTitle: { en: 'Profile {name}', es: 'Perfil {name}', pt: 'Perfil {name}' },
  nameLabel: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  nameInvalid: {
    en: 'Enter a name of letters, digits, spaces and simple punctuation (at most 60 characters).',
    es: 'Escribe un nombre con letras, números, espacios y signos sencillos (60 caracteres como máximo).',
    pt: 'Digite um nome com letras, números, espaços e sinais simples (no máximo 60 caracteres).',
  },
  rangesHint: {
    en: 'Give a minimum and a maximum for each scale that matters; leave the others empty.',
    es: 'Indica un mínimo y un máximo para cada escala que importe; deja vacías las demás.',
    pt: 'Informe um mínimo e um máximo para cada escala relevante; deixe as demais vazias.',
  },
  edit: { en: 'Edit', es: 'Editar', pt: 'Editar' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  save: { en: 'Save', es: 'Guardar', pt: 'Salvar' },
  saved: { en: 'Profile saved.', es: 'Perfil guardado.', pt: 'Perfil salvo.' },
  globalNotice: {
    en: 'This profile is offered by the platform to every company and cannot be edited.',
    es: 'La plataforma ofrece este perfil a todas las empresas y no se puede editar.',
    pt: 'A plataforma oferece este perfil a todas as empresas e ele não pode ser editado.',
  },
  saveFailed: {
    en: 'The profile could not be saved.',
    es: 'No se pudo guardar el perfil.',
    pt: 'Não foi possível salvar o perfil.',
  },
  noValidValues: {
    en: 'Give a minimum and a maximum for at least one scale.',
    es: 'Indica un mínimo y un máximo para al menos una escala.',
    pt: 'Informe um mínimo e um máximo para pelo menos uma escala.',
  },
  nameExists: {
    en: 'A profile with this name already exists.',
    es: 'Ya existe un perfil con este nombre.',
    pt: 'Já existe um perfil com este nome.',
  },
  nameUnavailable: {
    en: 'This name is unavailable: another profile uses it.',
    es: 'Este nombre no está disponible: otro perfil lo usa.',
    pt: 'Este nome não está disponível: outro perfil o usa.',
  },
  changedMeanwhile: {
    en: 'Someone changed this profile meanwhile. Reload it and make your changes again.',
    es: 'Alguien cambió este perfil mientras tanto. Recárgalo y vuelve a hacer tus cambios.',
    pt: 'Alguém alterou este perfil nesse meio-tempo. Recarregue-o e refaça suas alterações.',
  },
  profileNotFound: {
    en: 'This profile does not exist in this company.',
    es: 'Este perfil no existe en esta empresa.',
    pt: 'Este perfil não existe nesta empresa.',
  },
  backToPanel: {
    en: 'Back to the company panel',
    es: 'Volver al panel de empresa',
    pt: 'Voltar ao painel da empresa',
  },
  resultTitle: {
    en: 'Result {number} of {name}',
    es: 'Resultado {number} de {name}',
    pt: 'Resultado {number} de {name}',
  },
  resultDate: { en: 'Taken on {date}', es: 'Realizado el {date}', pt: 'Realizado em {date}' },
  comparisonProfile: {
    en: 'Comparison profile',
    es: 'Perfil de comparación',
    pt: 'Perfil de comparação',
  },
  comparisonHint: {
    en: 'Your choice is saved automatically for this result.',
    es: 'Tu elección se guarda automáticamente para este resultado.',
    pt: 'Sua escolha é salva automaticamente para este resultado.',
  },
  noComparison: { en: 'No comparison', es: 'Sin comparación', pt: 'Sem comparação' },
  choiceSaved: {
    en: 'Comparison profile saved.',
    es: 'Perfil de comparación guardado.',
    pt: 'Perfil de comparação salvo.',
  },
  choiceFailed: {
    en: 'The comparison profile could not be saved.',
    es: 'No se pudo guardar el perfil de comparación.',
    pt: 'Não foi possível salvar o perfil de comparação.',
  },
  facetResults: { en: 'Facet results', es: 'Resultados por faceta', pt: 'Resultados por faceta' },
  reportSections: { en: 'Report', es: 'Informe', pt: 'Relatório' },
  downloadPdf: { en: 'Download PDF', es: 'Descargar PDF', pt: 'Baixar PDF' },
  preparingPdf: { en: 'Preparing the PDF…', es: 'Preparando el PDF…', pt: 'Preparando o PDF…' },
  pdfFailed: {
    en: 'Error fetching inform document.',
    es: 'Error al obtener el documento del informe.',
    pt: 'Erro ao obter o documento do relatório.',
  },
  invalidProtocolTitle: {
    en: 'This result cannot be read as a description',
    es: 'Este resultado no puede leerse como una descripción',
    pt: 'Este resultado não pode ser lido como uma descrição',
  },
  invalidProtocolText: {
    en: 'The answers did not pass the validity checks, so no levels, percentiles or report are shown: only the raw scores. This says how the questionnaire was answered, not what the person is like.',
    es: 'Las respuestas no superaron las comprobaciones de validez, así que no se muestran niveles, percentiles ni informe: solo las puntuaciones brutas. Esto habla de cómo se respondió el cuestionario, no de cómo es la persona.',
    pt: 'As respostas não passaram nas verificações de validade, por isso não são mostrados níveis, percentis nem relatório: apenas as pontuações brutas. Isto diz como o questionário foi respondido, não como a pessoa é.',
  },
  questionableProtocolTitle: {
    en: 'Read this result with some caution',
    es: 'Lee este resultado con cierta cautela',
    pt: 'Leia este resultado com alguma cautela',
  },
  questionableProtocolText: {
    en: 'One thing in the answers suggests this reading may be less precise than usual. Weigh it together with what you know of the person.',
    es: 'Algo en las respuestas indica que esta lectura puede ser menos precisa de lo habitual. Valórala junto con lo que sabes de la persona.',
    pt: 'Algo nas respostas indica que esta leitura pode ser menos precisa do que o habitual. Considere-a junto com o que você sabe da pessoa.',
  },
  grantRetake: {
    en: 'Allow one free retake',
    es: 'Permitir repetirla una vez sin coste',
    pt: 'Permitir refazer uma vez sem custo',
  },
  grantRetakeHint: {
    en: '{name} can then take the assessment once more without using a licence.',
    es: '{name} podrá hacer la evaluación una vez más sin usar una licencia.',
    pt: '{name} poderá fazer a avaliação mais uma vez sem usar uma licença.',
  },
  grantingRetake: {
    en: 'Allowing the retake…',
    es: 'Permitiendo repetirla…',
    pt: 'Permitindo refazer…',
  },
  retakeGranted: {
    en: 'One free retake was allowed on {date}: {name} can take the assessment again without a new licence.',
    es: 'El {date} se permitió repetirla una vez sin coste: {name} puede volver a hacer la evaluación sin una licencia nueva.',
    pt: 'Em {date} foi permitido refazer uma vez sem custo: {name} pode fazer a avaliação de novo sem uma licença nova.',
  },
  retakeNotAllowed: {
    en: 'This retake cannot be allowed: it was already granted, a newer result exists, or the person can already take the assessment.',
    es: 'No se puede permitir repetirla: ya se concedió, existe un resultado más reciente o la persona ya puede hacer la evaluación.',
    pt: 'Não é possível permitir refazer: já foi concedido, existe um resultado mais recente ou a pessoa já pode fazer a avaliação.',
  },
  retakeFailed: {
    en: 'The retake could not be allowed. Please try again.',
    es: 'No se pudo permitir repetirla. Vuelve a intentarlo.',
    pt: 'Não foi possível permitir refazer. Tente novamente.',
  },
  rawScore: {
    en: '{scale}: {score}',
    es: '{scale}: {score}',
    pt: '{scale}: {score}',
  },
  resultLoadFailed: {
    en: 'Error fetching employee inform.',
    es: 'Error al obtener el informe del empleado.',
    pt: 'Erro ao obter o relatório do funcionário.',
  },
  resultNotFound: {
    en: 'This result does not exist for this employee of the company.',
    es: 'Este resultado no existe para esta persona de la empresa.',
    pt: 'Este resultado não existe para esta pessoa da empresa.',
  },
});

export const profilesMessages = profilesCatalogue.messages;
