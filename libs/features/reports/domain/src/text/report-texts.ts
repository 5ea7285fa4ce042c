import type { Language } from '@facet/platform-kernel';
import type { ReportText } from './report-text-shape';
import { englishScaleDescriptions, englishScaleNames } from './en/scale-texts';
import { englishSectionTexts, englishSectionTitles } from './en/section-texts';
import { englishSelfScaleDescriptions } from './en/self-scale-texts';
import { englishSelfSectionTexts } from './en/self-section-texts';
import { spanishScaleDescriptions, spanishScaleNames } from './es/scale-texts';
import { spanishSectionTexts, spanishSectionTitles } from './es/section-texts';
import { spanishSelfScaleDescriptions } from './es/self-scale-texts';
import { spanishSelfSectionTexts } from './es/self-section-texts';
import { portugueseScaleDescriptions, portugueseScaleNames } from './pt/scale-texts';
import { portugueseSectionTexts, portugueseSectionTitles } from './pt/section-texts';
import { portugueseSelfScaleDescriptions } from './pt/self-scale-texts';
import { portugueseSelfSectionTexts } from './pt/self-section-texts';

/**
 * All report wording, per language and, where it differs, per audience: the person's own report
 * speaks to them ("you"), a company's speaks about them. Each language has the same typed shape.
 */
export const reportTexts: Record<Language, ReportText> = {
  en: {
    levelNames: { low: 'Low', average: 'Average', high: 'High' },
    scaleNames: englishScaleNames,
    sectionTitles: englishSectionTitles,
    voices: {
      person: {
        descriptions: englishSelfScaleDescriptions,
        sections: englishSelfSectionTexts,
        closing:
          'These results describe your preferences and tendencies as you reported them at one moment, compared with a broad reference group, not a judgement of your ability or worth. Read them alongside what you know of yourself, your experience and your context.',
      },
      company: {
        descriptions: englishScaleDescriptions,
        sections: englishSectionTexts,
        closing:
          'These results describe preferences and tendencies as the person reported them at one moment, compared with a broad reference group. They are not a judgement of ability or worth, and they are best read together with the person, their experience and their context.',
      },
    },
    personOnlySectionReason:
      'This section is written for the person only: it describes close and family life, which is not for an employer to read, so reports for the company leave it out.',
  },
  es: {
    levelNames: { low: 'Bajo', average: 'Medio', high: 'Alto' },
    scaleNames: spanishScaleNames,
    sectionTitles: spanishSectionTitles,
    voices: {
      person: {
        descriptions: spanishSelfScaleDescriptions,
        sections: spanishSelfSectionTexts,
        closing:
          'Estos resultados describen tus preferencias y tendencias tal como las expresaste en un momento dado, comparadas con un amplio grupo de referencia. No son un juicio sobre tu capacidad ni tu valía: léelos junto con lo que sabes de ti, tu experiencia y tu contexto.',
      },
      company: {
        descriptions: spanishScaleDescriptions,
        sections: spanishSectionTexts,
        closing:
          'Estos resultados describen preferencias y tendencias tal como la persona las expresó en un momento dado, comparadas con un amplio grupo de referencia. No son un juicio sobre su capacidad ni su valía, y conviene leerlos junto con la propia persona, su experiencia y su contexto.',
      },
    },
    personOnlySectionReason:
      'Esta sección está escrita solo para la persona: describe su vida familiar y sus relaciones cercanas, que no corresponde leer a quien la emplea, por eso los informes para la empresa no la incluyen.',
  },
  pt: {
    levelNames: { low: 'Baixo', average: 'Médio', high: 'Alto' },
    scaleNames: portugueseScaleNames,
    sectionTitles: portugueseSectionTitles,
    voices: {
      person: {
        descriptions: portugueseSelfScaleDescriptions,
        sections: portugueseSelfSectionTexts,
        closing:
          'Estes resultados descrevem as suas preferências e tendências tal como você as indicou em determinado momento, em comparação com um amplo grupo de referência. Não constituem um juízo sobre a sua capacidade ou o seu valor: leia-os em conjunto com o que você sabe de si, a sua experiência e o seu contexto.',
      },
      company: {
        descriptions: portugueseScaleDescriptions,
        sections: portugueseSectionTexts,
        closing:
          'Estes resultados descrevem preferências e tendências tal como a pessoa as indicou em determinado momento, em comparação com um amplo grupo de referência. Não constituem um juízo sobre a sua capacidade ou o seu valor e devem ser lidos em conjunto com a própria pessoa, a sua experiência e o seu contexto.',
      },
    },
    personOnlySectionReason:
      'Esta parte do relatório é escrita só para a pessoa: descreve a vida familiar e as relações próximas, que não cabe ao empregador ler, por isso os relatórios para a empresa não a incluem.',
  },
};
