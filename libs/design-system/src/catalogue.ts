import { defineCatalogue } from '@facet/platform-i18n';

/**
 * Every string the design system shows or announces itself. Screens pass their own labels;
 * these are the ones a component owns (toggle labels, pager text).
 */
export const designSystemCatalogue = defineCatalogue('designSystem', {
  loading: { en: 'Loading', es: 'Cargando', pt: 'Carregando' },
  showPassword: { en: 'Show password', es: 'Mostrar contraseña', pt: 'Mostrar senha' },
  hidePassword: { en: 'Hide password', es: 'Ocultar contraseña', pt: 'Ocultar senha' },
  charactersUsed: {
    en: '{count} of {max} characters',
    es: '{count} de {max} caracteres',
    pt: '{count} de {max} caracteres',
  },
  selectPlaceholder: {
    en: 'Select an option',
    es: 'Selecciona una opción',
    pt: 'Selecione uma opção',
  },
  close: { en: 'Close', es: 'Cerrar', pt: 'Fechar' },
  noMatches: { en: 'No matches', es: 'Sin coincidencias', pt: 'Nenhum resultado' },
  chosenOptions: {
    en: '{label}: chosen',
    es: '{label}: seleccionados',
    pt: '{label}: selecionados',
  },
  /** Read before the chosen option's own label ("Remove Erin"). */
  removeChosen: { en: 'Remove', es: 'Quitar', pt: 'Remover' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  pagination: { en: 'Pagination', es: 'Paginación', pt: 'Paginação' },
  pageOfTotal: {
    en: 'Page {page} of {totalPages}',
    es: 'Página {page} de {totalPages}',
    pt: 'Página {page} de {totalPages}',
  },
  previousPage: { en: 'Previous page', es: 'Página anterior', pt: 'Página anterior' },
  nextPage: { en: 'Next page', es: 'Página siguiente', pt: 'Próxima página' },
  dismiss: { en: 'Dismiss', es: 'Descartar', pt: 'Dispensar' },
  notifications: { en: 'Notifications', es: 'Notificaciones', pt: 'Notificações' },
  somethingWentWrong: {
    en: 'Something went wrong',
    es: 'Algo salió mal',
    pt: 'Algo deu errado',
  },
  tryAgain: { en: 'Try again', es: 'Intentar de nuevo', pt: 'Tentar novamente' },
  seeMore: { en: 'See more', es: 'Ver más', pt: 'Ver mais' },
  seeLess: { en: 'See less', es: 'Ver menos', pt: 'Ver menos' },
  readRestOf: {
    en: 'Read the rest of “{title}”',
    es: 'Leer el resto de «{title}»',
    pt: 'Ler o restante de “{title}”',
  },
  readLessOf: {
    en: 'Show less of “{title}”',
    es: 'Mostrar menos de «{title}»',
    pt: 'Mostrar menos de “{title}”',
  },
  search: { en: 'Search', es: 'Buscar', pt: 'Pesquisar' },
  breadcrumbs: { en: 'Breadcrumbs', es: 'Ruta de navegación', pt: 'Trilha de navegação' },
  moreActions: { en: 'More actions', es: 'Más acciones', pt: 'Mais ações' },
});
