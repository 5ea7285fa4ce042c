/**
 * What a fit score with an ideal-range profile means (profiles-domain `fitScoreOf`, D63), in the
 * one wording every place that shows the score uses: the ranking and the people pipeline (the
 * scale widgets' fit bar), the manager's result page and the company's PDF (D69). Percentiles
 * and ranges only: a manager never reads T points (issue 41, point 6).
 */
export const fitScoreWords = {
  inside: {
    en: 'Inside every range; higher is nearer the ranges’ centres.',
    es: 'Dentro de todos los rangos; cuanto más alto, más cerca del centro de los rangos.',
    pt: 'Dentro de todas as faixas; quanto mais alto, mais perto do centro das faixas.',
  },
  outside: {
    en: 'Outside at least one range; the further outside, the lower.',
    es: 'Fuera de al menos un rango; cuanto más fuera, más bajo.',
    pt: 'Fora de pelo menos uma faixa; quanto mais fora, mais baixo.',
  },
  explained: {
    en: 'Fit: 100 at the centre of every range, 90 at their edges, lower the further outside.',
    es: 'Ajuste: 100 en el centro de cada rango, 90 en sus bordes y menos cuanto más fuera.',
    pt: 'Ajuste: 100 no centro de cada faixa, 90 nas bordas e menos quanto mais fora.',
  },
} as const;
