import type { Language } from '@facet/platform-kernel';
import type { ReportText } from './report-text-shape';
import { englishScaleTexts } from './en/scale-texts';
import { englishSectionTexts } from './en/section-texts';
import { spanishScaleTexts } from './es/scale-texts';
import { spanishSectionTexts } from './es/section-texts';
import { portugueseScaleTexts } from './pt/scale-texts';
import { portugueseSectionTexts } from './pt/section-texts';

/** All report wording, per language. Each language file has the same typed shape. */
export const reportTexts: Record<Language, ReportText> = {
  en: {
    levelNames: { low: 'Low', average: 'Average', high: 'High' },
    scales: englishScaleTexts,
    sections: englishSectionTexts,
    closing:
      'These results describe preferences and tendencies as the person reported them at one moment, compared with a broad reference group. They are not a judgement of ability or worth, and they are best read together with the person, their experience and their context.',
    personOnlySectionReason:
      'This section is written for the person only: it describes close and family life, which is not for an employer to read, so reports for the company leave it out.',
  },
  es: {
    levelNames: { low: 'Bajo', average: 'Medio', high: 'Alto' },
    scales: spanishScaleTexts,
    sections: spanishSectionTexts,
    closing:
      'Estos resultados describen preferencias y tendencias tal como la persona las expresó en un momento dado, comparadas con un amplio grupo de referencia. No son un juicio sobre su capacidad ni su valía, y conviene leerlos junto con la propia persona, su experiencia y su contexto.',
    personOnlySectionReason:
      'Esta sección está escrita solo para la persona: describe su vida familiar y sus relaciones cercanas, que no corresponde leer a quien la emplea, por eso los informes para la empresa no la incluyen.',
  },
  pt: {
    levelNames: { low: 'Baixo', average: 'Médio', high: 'Alto' },
    scales: portugueseScaleTexts,
    sections: portugueseSectionTexts,
    closing:
      'Estes resultados descrevem preferências e tendências tal como a pessoa as indicou em determinado momento, em comparação com um amplo grupo de referência. Não constituem um juízo sobre a sua capacidade ou o seu valor e devem ser lidos em conjunto com a própria pessoa, a sua experiência e o seu contexto.',
    personOnlySectionReason:
      'Esta parte do relatório é escrita só para a pessoa: descreve a vida familiar e as relações próximas, que não cabe ao empregador ler, por isso os relatórios para a empresa não a incluem.',
  },
};
