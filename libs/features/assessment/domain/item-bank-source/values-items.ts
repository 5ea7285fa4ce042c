import type { ItemKey } from '../src/item';

/**
 * Values (O6, IPIP "Liberalism") without political, religious, patriotic or penal content.
 *
 * Facet is run by employers, and political opinions and religious beliefs are special-category
 * data (GDPR Art. 9, LGPD Art. 5 II): an employee cannot freely consent to be asked about them.
 * Of the 10 IPIP-NEO items of the facet, 9 ask about voting, religion, the national anthem, crime
 * and punishment, law enforcement or tax money for artists; only "Believe that there is no
 * absolute right and wrong" is kept. The other 7 come from IPIP scales that measure the same
 * construct (openness to re-examining values versus attachment to tradition, authority and fixed
 * answers) and name none of those topics. Their English text is exactly as in the IPIP item
 * assignment table (https://ipip.ori.org/ItemAssignmentTable.htm) without the final full stop.
 *
 * The facet's norms are Johnson's for the old items, so they are provisional for it (and for the
 * Openness domain it adds to): see `provisionalNormScales` in src/provisional-norms.ts.
 */

/** Johnson-120 items the bank leaves out, with the reason; the generator skips them. */
export const johnson120ItemsLeftOut: readonly {
  readonly id: string;
  readonly en: string;
  readonly reason: string;
}[] = [
  {
    id: '79186f48-e7fa-4df4-b74b-b0627ee244e1',
    en: 'Tend to vote for liberal political candidates',
    reason: 'asks for political opinion (GDPR Art. 9)',
  },
  {
    id: '96ba77b2-1a44-4dfd-95f9-ae4d1f714460',
    en: 'Tend to vote for conservative political candidates',
    reason: 'asks for political opinion (GDPR Art. 9)',
  },
  {
    id: '580b08d1-3c94-46e9-9d07-d6d80c698127',
    en: 'Believe that we should be tough on crime',
    reason: 'a penal-policy opinion, i.e. a political one',
  },
];

/** Where an item outside the IPIP-NEO comes from, as ipip.ori.org's item assignment table says. */
export interface IpipScaleSource {
  /** The instrument the IPIP scale stands in for, e.g. "TCI" or "HEXACO_PI". */
  readonly instrument: string;
  readonly scale: string;
  /** The item's key on that scale. */
  readonly keyedOnScale: ItemKey;
  /**
   * True when a high score on that scale means open values (tolerance, unconventionality), false
   * when it means the opposite pole (conservatism, rigidity), so the item's key on Values is the
   * reverse of its key there.
   */
  readonly scaleAgreesWithValues: boolean;
}

export interface ValuesItem {
  /** The product's own id: these items are in no IPIP-NEO package. */
  readonly id: string;
  readonly en: string;
  readonly es: string;
  readonly pt: string;
  readonly source: IpipScaleSource;
}

/** The key of a Values item follows from its key on its IPIP scale and that scale's direction. */
export function valuesKeyOf(source: IpipScaleSource): ItemKey {
  if (source.scaleAgreesWithValues) return source.keyedOnScale;
  return source.keyedOnScale === 'plus' ? 'minus' : 'plus';
}

export const valuesItems: readonly ValuesItem[] = [
  {
    id: '1e58dde5-d1fd-416c-bce7-d357bf4b20aa',
    en: 'Believe there are many sides to most issues',
    es: 'Creo que la mayoría de los temas pueden verse desde muchos ángulos',
    pt: 'Acredito que a maioria dos assuntos pode ser vista por muitos ângulos',
    source: {
      instrument: 'TCI',
      scale: 'Tolerance',
      keyedOnScale: 'plus',
      scaleAgreesWithValues: true,
    },
  },
  {
    id: '4367b234-5b9f-497f-9f83-5e3814ab763b',
    en: 'Understand people who think differently',
    es: 'Entiendo a las personas que piensan diferente',
    pt: 'Entendo as pessoas que pensam diferente',
    source: {
      instrument: 'JPI',
      scale: 'Tolerance',
      keyedOnScale: 'plus',
      scaleAgreesWithValues: true,
    },
  },
  {
    id: 'a9a1b653-fb29-4897-8594-60073ed4b6a1',
    en: 'Swim against the current',
    es: 'Voy a contracorriente',
    pt: 'Nado contra a corrente',
    source: {
      instrument: 'HEXACO_PI',
      scale: 'Unconventionality',
      keyedOnScale: 'plus',
      scaleAgreesWithValues: true,
    },
  },
  {
    id: '997c846b-e377-450d-90d3-1a90600a1f84',
    en: 'Believe in the importance of tradition',
    es: 'Creo en la importancia de la tradición',
    pt: 'Acredito na importância da tradição',
    source: {
      instrument: 'TCI',
      scale: 'Conservatism',
      keyedOnScale: 'plus',
      scaleAgreesWithValues: false,
    },
  },
  {
    id: '78ca21e6-2d2f-4f4f-b45d-34a3831c1dd9',
    en: 'Respect authority',
    es: 'Respeto la autoridad',
    pt: 'Respeito a autoridade',
    source: {
      instrument: '6FPQ',
      scale: 'Conservatism',
      keyedOnScale: 'plus',
      scaleAgreesWithValues: false,
    },
  },
  {
    id: '7bcc8a38-15ca-4d3e-8832-9452e498402c',
    en: 'Believe that most questions have one right answer',
    es: 'Creo que la mayoría de las preguntas tienen una única respuesta correcta',
    pt: 'Acredito que a maioria das perguntas tem uma única resposta certa',
    source: {
      instrument: 'CAT-PD',
      scale: 'Rigidity',
      keyedOnScale: 'plus',
      scaleAgreesWithValues: false,
    },
  },
  {
    id: 'cc52f960-ef82-4505-af33-e77b0433173c',
    en: 'Like to be viewed as proper and conventional',
    es: 'Me gusta que me vean como una persona correcta y convencional',
    pt: 'Gosto de ser visto(a) como uma pessoa correta e convencional',
    source: {
      instrument: 'HEXACO_PI',
      scale: 'Unconventionality',
      keyedOnScale: 'minus',
      scaleAgreesWithValues: true,
    },
  },
];
