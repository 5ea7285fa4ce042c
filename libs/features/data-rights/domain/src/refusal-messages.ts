import type { Language } from '@facet/platform-kernel';

/**
 * The answer to an objection or limitation request (spec/product.md §4), written into the thread
 * in the request's language: the processing is needed for the product, deletion is the way out.
 */
export const refusalMessages: Record<Language, string> = {
  en: 'We cannot stop or limit the processing of your data while you use Facet: it is needed for the assessment, your results and your company account to work. If you do not want your data processed, you can ask for its deletion with a suppression request.',
  es: 'No podemos detener ni limitar el tratamiento de tus datos mientras usas Facet: es necesario para que funcionen la evaluación, tus resultados y la cuenta de tu empresa. Si no quieres que se traten tus datos, puedes pedir su eliminación con una solicitud de supresión.',
  pt: 'Não podemos parar nem limitar o tratamento dos seus dados enquanto você usa o Facet: ele é necessário para que a avaliação, seus resultados e a conta da sua empresa funcionem. Se não quiser que seus dados sejam tratados, você pode pedir a exclusão deles com um pedido de supressão.',
};
