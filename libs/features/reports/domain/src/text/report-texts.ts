import type { Language } from '@facet/platform-kernel';
import type { ReportText } from './report-text-shape';
import { levelNamesIn, likelyLevelNamesIn } from './scale-and-level-names';
import {
  englishCandidScaleDescriptions,
  englishScaleDescriptions,
  englishScaleNames,
} from './en/scale-texts';
import {
  englishCandidSectionTexts,
  englishSectionTexts,
  englishSectionTitles,
} from './en/section-texts';
import {
  englishSelfCandidScaleDescriptions,
  englishSelfScaleDescriptions,
} from './en/self-scale-texts';
import { englishSelfCandidSectionTexts, englishSelfSectionTexts } from './en/self-section-texts';
import {
  spanishCandidScaleDescriptions,
  spanishScaleDescriptions,
  spanishScaleNames,
} from './es/scale-texts';
import {
  spanishCandidSectionTexts,
  spanishSectionTexts,
  spanishSectionTitles,
} from './es/section-texts';
import {
  spanishSelfCandidScaleDescriptions,
  spanishSelfScaleDescriptions,
} from './es/self-scale-texts';
import { spanishSelfCandidSectionTexts, spanishSelfSectionTexts } from './es/self-section-texts';
import {
  portugueseCandidScaleDescriptions,
  portugueseScaleDescriptions,
  portugueseScaleNames,
} from './pt/scale-texts';
import {
  portugueseCandidSectionTexts,
  portugueseSectionTexts,
  portugueseSectionTitles,
} from './pt/section-texts';
import {
  portugueseSelfCandidScaleDescriptions,
  portugueseSelfScaleDescriptions,
} from './pt/self-scale-texts';
import {
  portugueseSelfCandidSectionTexts,
  portugueseSelfSectionTexts,
} from './pt/self-section-texts';

/**
 * All report wording, per language and, where it differs, per audience: the person's own report
 * speaks to them ("you"), a company's speaks about them. Each language has the same typed shape.
 */
export const reportTexts: Record<Language, ReportText> = {
  en: {
    levelNames: levelNamesIn.en,
    likelyLevelNames: likelyLevelNamesIn.en,
    bandHedges: {
      low_to_average:
        'The {scale} score sits near the border between low and average; read this as a tendency:',
      average_to_high:
        'The {scale} score sits near the border between average and high; read this as a tendency:',
      low_to_high:
        'Within its margin of error the {scale} score could be low, average or high; read this as a tendency:',
    },
    provisionalNormsCaveat:
      'Norms for this scale are provisional: its items changed and its comparison group has not yet answered them; read the level with caution.',
    scaleNames: englishScaleNames,
    sectionTitles: englishSectionTitles,
    voices: {
      person: {
        descriptions: englishSelfScaleDescriptions,
        sections: englishSelfSectionTexts,
        candid: {
          descriptions: englishSelfCandidScaleDescriptions,
          sections: englishSelfCandidSectionTexts,
        },
        closing:
          'These results describe your preferences and tendencies as you reported them at one moment, compared with a broad reference group, not a judgement of your ability or worth. Read them alongside what you know of yourself, your experience and your context.',
      },
      company: {
        descriptions: englishScaleDescriptions,
        sections: englishSectionTexts,
        candid: {
          descriptions: englishCandidScaleDescriptions,
          sections: englishCandidSectionTexts,
        },
        closing:
          'These results describe preferences and tendencies as the person reported them at one moment, compared with a broad reference group. They are not a judgement of ability or worth, and they are best read together with the person, their experience and their context.',
      },
    },
    personOnlySectionReason:
      'This section is written for the person only: it describes close and family life, which is not for an employer to read, so reports for the company leave it out.',
  },
  es: {
    levelNames: levelNamesIn.es,
    likelyLevelNames: likelyLevelNamesIn.es,
    bandHedges: {
      low_to_average:
        'La puntuación de {scale} está cerca del límite entre bajo y medio; conviene leer lo que sigue como una tendencia:',
      average_to_high:
        'La puntuación de {scale} está cerca del límite entre medio y alto; conviene leer lo que sigue como una tendencia:',
      low_to_high:
        'Con su margen de error, la puntuación de {scale} puede ser baja, media o alta; conviene leer lo que sigue como una tendencia:',
    },
    provisionalNormsCaveat:
      'Los baremos de esta escala son provisionales: sus ítems cambiaron y su grupo de comparación aún no los ha respondido; conviene leer el nivel con cautela.',
    scaleNames: spanishScaleNames,
    sectionTitles: spanishSectionTitles,
    voices: {
      person: {
        descriptions: spanishSelfScaleDescriptions,
        sections: spanishSelfSectionTexts,
        candid: {
          descriptions: spanishSelfCandidScaleDescriptions,
          sections: spanishSelfCandidSectionTexts,
        },
        closing:
          'Estos resultados describen tus preferencias y tendencias tal como las expresaste en un momento dado, comparadas con un amplio grupo de referencia. No son un juicio sobre tu capacidad ni tu valía: léelos junto con lo que sabes de ti, tu experiencia y tu contexto.',
      },
      company: {
        descriptions: spanishScaleDescriptions,
        sections: spanishSectionTexts,
        candid: {
          descriptions: spanishCandidScaleDescriptions,
          sections: spanishCandidSectionTexts,
        },
        closing:
          'Estos resultados describen preferencias y tendencias tal como la persona las expresó en un momento dado, comparadas con un amplio grupo de referencia. No son un juicio sobre su capacidad ni su valía, y conviene leerlos junto con la propia persona, su experiencia y su contexto.',
      },
    },
    personOnlySectionReason:
      'Esta sección está escrita solo para la persona: describe su vida familiar y sus relaciones cercanas, que no corresponde leer a quien la emplea, por eso los informes para la empresa no la incluyen.',
  },
  pt: {
    levelNames: levelNamesIn.pt,
    likelyLevelNames: likelyLevelNamesIn.pt,
    bandHedges: {
      low_to_average:
        'A pontuação de {scale} está perto do limite entre baixo e médio; leia o que vem a seguir como uma tendência:',
      average_to_high:
        'A pontuação de {scale} está perto do limite entre médio e alto; leia o que vem a seguir como uma tendência:',
      low_to_high:
        'Com a margem de erro, a pontuação de {scale} pode ser baixa, média ou alta; leia o que vem a seguir como uma tendência:',
    },
    provisionalNormsCaveat:
      'As normas desta escala são provisórias: seus itens mudaram e o grupo de comparação ainda não os respondeu; convém ler o nível com cautela.',
    scaleNames: portugueseScaleNames,
    sectionTitles: portugueseSectionTitles,
    voices: {
      person: {
        descriptions: portugueseSelfScaleDescriptions,
        sections: portugueseSelfSectionTexts,
        candid: {
          descriptions: portugueseSelfCandidScaleDescriptions,
          sections: portugueseSelfCandidSectionTexts,
        },
        closing:
          'Estes resultados descrevem suas preferências e tendências tal como você as indicou em determinado momento, em comparação com um amplo grupo de referência. Não constituem um juízo sobre sua capacidade ou seu valor: leia-os em conjunto com o que você sabe de si, sua experiência e seu contexto.',
      },
      company: {
        descriptions: portugueseScaleDescriptions,
        sections: portugueseSectionTexts,
        candid: {
          descriptions: portugueseCandidScaleDescriptions,
          sections: portugueseCandidSectionTexts,
        },
        closing:
          'Estes resultados descrevem preferências e tendências tal como a pessoa as indicou em determinado momento, em comparação com um amplo grupo de referência. Não constituem um juízo sobre sua capacidade ou seu valor e devem ser lidos em conjunto com a própria pessoa, sua experiência e seu contexto.',
      },
    },
    personOnlySectionReason:
      'Esta parte do relatório é escrita só para a pessoa: descreve a vida familiar e as relações próximas, que não cabe ao empregador ler, por isso os relatórios para a empresa não a incluem.',
  },
};
