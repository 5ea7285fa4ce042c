import type { Scale } from '@facet/assessment-domain';
import type { CandidTexts, ScaleDescriptions } from '../report-text-shape';

/** The display name of every scale, the same whoever reads the report. */
export const spanishScaleNames: Record<Scale, string> = {
  neuroticism_x_emotional_stability: 'Neuroticismo frente a estabilidad emocional',
  extraversion: 'Extraversión',
  openness_to_experience: 'Apertura a la experiencia',
  agreeableness_or_amiability: 'Amabilidad',
  perseverance_or_responsibility: 'Perseverancia y responsabilidad',
  anxiety: 'Ansiedad',
  hostility: 'Irritabilidad',
  depression: 'Desánimo',
  social_anxiety: 'Timidez social',
  impulsivity: 'Impulsividad',
  vulnerability: 'Vulnerabilidad',
  cordiality: 'Cordialidad',
  gregariousness: 'Sociabilidad',
  assertiveness: 'Asertividad',
  activity: 'Nivel de actividad',
  excitement_seeking: 'Búsqueda de emociones',
  positive_emotions: 'Emociones positivas',
  fantasy: 'Imaginación',
  aesthetic_appreciation: 'Sensibilidad estética',
  feelings: 'Apertura a los sentimientos',
  actions: 'Apertura a nuevas actividades',
  ideas: 'Curiosidad intelectual',
  values: 'Apertura de valores',
  trust: 'Confianza',
  frankness: 'Franqueza',
  altruism: 'Altruismo',
  conciliatory_attitude: 'Actitud conciliadora',
  modesty: 'Modestia',
  sensitivity_to_others: 'Sensibilidad hacia los demás',
  competence: 'Competencia',
  orderliness: 'Orden',
  sense_of_duty: 'Sentido del deber',
  need_for_achievement: 'Necesidad de logro',
  self_discipline: 'Autodisciplina',
  deliberation: 'Deliberación',
  pen_psychoticism: 'Dureza de carácter (PEN P)',
  pen_extraversion: 'Extraversión (PEN E)',
  pen_neuroticism: 'Neuroticismo (PEN N)',
};

/** The scale descriptions as the company reads them, in the third person. */
export const spanishScaleDescriptions: ScaleDescriptions = {
  neuroticism_x_emotional_stability: {
    high: 'Tiende a vivir con intensidad la presión, las preocupaciones y los contratiempos, y puede necesitar más tiempo para recuperar la calma tras un momento difícil.',
    average:
      'Suele mantener un estado de ánimo estable, con los altibajos habituales ante situaciones exigentes.',
    low: 'Tiende a mantener la calma y la serenidad bajo presión y se recupera con rapidez de los contratiempos.',
  },
  extraversion: {
    high: 'Tiende a buscar compañía, actividad y estímulos, y se llena de energía al estar con otras personas.',
    average:
      'Disfruta de la compañía y la actividad con moderación y también se siente a gusto en momentos más tranquilos o a solas.',
    low: 'Tiende a preferir entornos tranquilos, grupos pequeños y tiempo a solas para recargar energía, y se relaciona de forma más reservada.',
  },
  openness_to_experience: {
    high: 'Suele sentir curiosidad por ideas, experiencias y puntos de vista nuevos, y disfruta de la variedad y la imaginación.',
    average: 'Combina el interés por lo nuevo con el aprecio por lo conocido y probado.',
    low: 'Tiende a preferir lo conocido, lo práctico y lo concreto, y valora las formas de hacer ya establecidas.',
  },
  agreeableness_or_amiability: {
    high: 'Tiende a cooperar, a tener en cuenta a los demás y a confiar en ellos, y da importancia a la armonía en sus relaciones.',
    average:
      'Equilibra la cooperación con los demás y la defensa de sus propios intereses y opiniones.',
    low: 'Tiende al escepticismo y la competitividad, y no duda en anteponer sus propias opiniones e intereses.',
  },
  perseverance_or_responsibility: {
    high: 'Tiende a organizarse con cuidado y a ser constante y fiable, y planifica con antelación para alcanzar sus objetivos.',
    average:
      'Combina organización y compromiso con cierta flexibilidad en la manera de abordar las tareas.',
    low: 'Tiende a preferir la flexibilidad y la espontaneidad a la planificación detallada, y puede abordar metas y rutinas con más soltura.',
  },
  anxiety: {
    high: 'Tiende a anticipar lo que podría salir mal y puede sentir inquietud ante acontecimientos importantes.',
    average:
      'Siente preocupación cuando la situación lo justifica, sin que esa preocupación suela imponerse.',
    low: 'Tiende a mantener la tranquilidad y rara vez da vueltas a lo que podría salir mal.',
  },
  hostility: {
    high: 'Tiende a sentir irritación o frustración con rapidez cuando algo sale mal o le parece injusto.',
    average: 'Siente irritación en ocasiones, normalmente en proporción a la situación.',
    low: 'Tiende a mostrarse paciente y tarda en enfadarse, incluso cuando las cosas no salen como esperaba.',
  },
  depression: {
    high: 'Tiende a atravesar momentos de desánimo con más frecuencia y puede juzgarse con dureza tras un contratiempo.',
    average: 'Atraviesa momentos bajos ocasionales que suelen pasar con el tiempo.',
    low: 'Tiende a mantener una visión esperanzada y rara vez se desanima por mucho tiempo.',
  },
  social_anxiety: {
    high: 'Tiende a cohibirse ante los demás y puede contenerse en situaciones sociales poco conocidas.',
    average:
      'Se desenvuelve con comodidad en la mayoría de las situaciones sociales, con cierta incomodidad en las nuevas o de mayor exposición.',
    low: 'Tiende a sentirse a gusto en situaciones sociales, incluso en las nuevas o de mayor exposición.',
  },
  impulsivity: {
    high: 'Tiende a dejarse llevar por los deseos del momento y puede costarle resistir tentaciones o antojos.',
    average: 'Suele controlar sus impulsos, con alguna decisión espontánea de vez en cuando.',
    low: 'Tiende a resistir las tentaciones con facilidad y mantiene bajo control los deseos del momento.',
  },
  vulnerability: {
    high: 'Ante una presión intensa o en situaciones de urgencia, tiende a sentir que la situación le desborda, y en esos momentos valora el apoyo.',
    average:
      'Afronta la mayor parte de la presión de forma adecuada, aunque los momentos muy exigentes pueden pesarle.',
    low: 'Tiende a mantener la compostura y la capacidad de respuesta en urgencias y bajo una presión intensa.',
  },
  cordiality: {
    high: 'Tiende a mostrar calidez y simpatía, y hace que los demás se sientan bienvenidos enseguida.',
    average: 'Es amable y accesible, con cierta reserva hasta que se genera confianza.',
    low: 'Tiende a guardar cierta distancia al principio y muestra su calidez una vez establecida la relación.',
  },
  gregariousness: {
    high: 'Tiende a disfrutar de las multitudes, las actividades en grupo y la compañía abundante.',
    average:
      'Disfruta de las actividades en grupo en ocasiones y también valora el tiempo a solas.',
    low: 'Tiende a preferir los grupos pequeños o el trabajo y el tiempo a solas frente a las grandes reuniones.',
  },
  assertiveness: {
    high: 'Tiende a expresar su opinión, tomar la iniciativa y orientar al grupo hacia una decisión.',
    average:
      'Asume el liderazgo cuando hace falta y también le resulta cómodo dejar que otros lideren.',
    low: 'Tiende a dejar que otros tomen la iniciativa y prefiere aportar desde un segundo plano.',
  },
  activity: {
    high: 'Tiende a mantener un ritmo rápido y a llenar su tiempo con muchas actividades.',
    average:
      'Mantiene un ritmo constante y moderado, alternando periodos intensos con otros más tranquilos.',
    low: 'Tiende a preferir un ritmo sosegado, sin prisas, y a ocuparse de una cosa cada vez.',
  },
  excitement_seeking: {
    high: 'Tiende a buscar estímulos, novedades y cierto grado de riesgo.',
    average: 'Disfruta de algo de emoción de vez en cuando sin buscarla activamente.',
    low: 'Tiende a preferir entornos tranquilos y previsibles, y evita el ruido y los riesgos innecesarios.',
  },
  positive_emotions: {
    high: 'Tiende a sentir a menudo alegría, entusiasmo y optimismo, y a contagiarlos a los demás.',
    average: 'Vive y expresa las emociones positivas de forma mesurada.',
    low: 'Tiende a expresar el entusiasmo de una manera más callada y contenida.',
  },
  fantasy: {
    high: 'Tiende a tener una imaginación rica y disfruta explorando posibilidades con el pensamiento.',
    average:
      'Recurre a la imaginación cuando resulta útil sin alejarse de las cuestiones prácticas.',
    low: 'Tiende a centrarse en lo concreto y lo real más que en posibilidades imaginadas.',
  },
  aesthetic_appreciation: {
    high: 'Tiende a emocionarse con el arte, la música, la naturaleza y la belleza en general.',
    average: 'Aprecia la belleza y el arte en algunos ámbitos, sin que sean un interés central.',
    low: 'Tiende a dar menos importancia al arte y la estética que a los aspectos prácticos.',
  },
  feelings: {
    high: 'Tiende a ser consciente de sus propias emociones y a darles un lugar importante.',
    average: 'Reconoce sus emociones y les concede un peso moderado en sus decisiones.',
    low: 'Tiende a dar menos peso a las emociones y a decidir con criterios más objetivos.',
  },
  actions: {
    high: 'Tiende a disfrutar probando actividades, lugares y formas de hacer nuevas.',
    average: 'Acepta algunos cambios y a la vez valora las rutinas conocidas.',
    low: 'Tiende a preferir las rutinas conocidas y las formas de hacer habituales.',
  },
  ideas: {
    high: 'Tiende a disfrutar de las ideas abstractas, los problemas complejos y el debate intelectual.',
    average: 'Se interesa por las ideas y la teoría cuando tienen una finalidad práctica.',
    low: 'Tiende a preferir las cuestiones prácticas y concretas a las abstractas o teóricas.',
  },
  values: {
    high: 'Tiende a cuestionar las convenciones y a mostrar disposición a revisar valores sociales y personales.',
    average: 'Respeta la tradición sin cerrarse a reconsiderar algunos valores.',
    low: 'Tiende a valorar la tradición, las normas establecidas y las pautas claras.',
  },
  trust: {
    high: 'Tiende a presuponer buenas intenciones en los demás y a confiar con facilidad.',
    average: 'Confía en los demás en general, con cierta cautela hasta conocerlos.',
    low: 'Tiende a actuar con cautela con los demás y a construir la confianza poco a poco, a partir de hechos.',
  },
  frankness: {
    high: 'Tiende a hablar con sinceridad y de forma directa, y le desagradan la manipulación y las intenciones ocultas.',
    average:
      'Suele hablar con sinceridad, con algo de tacto o estrategia cuando la situación lo pide.',
    low: 'Tiende a anteponer su propio beneficio en el trato con los demás.',
  },
  altruism: {
    high: 'Tiende a disfrutar ayudando a los demás y a ofrecer apoyo por iniciativa propia.',
    average: 'Ayuda de buen grado a los demás, equilibrándolo con sus propias necesidades.',
    low: 'Tiende a centrarse en sus propias tareas y a ayudar cuando se lo piden más que por iniciativa propia.',
  },
  conciliatory_attitude: {
    high: 'Tiende a evitar la confrontación y a buscar el acuerdo y el término medio.',
    average:
      'Busca el acuerdo en la mayoría de los casos y se mantiene firme cuando le parece importante.',
    low: 'Tiende a defender sus posiciones con firmeza y no rehúye la confrontación.',
  },
  modesty: {
    high: 'Tiende a restar importancia a sus logros y a evitar el protagonismo.',
    average: 'Reconoce sus méritos sin buscar destacar.',
    low: 'Tiende a confiar en su propia valía y a dar visibilidad a sus logros.',
  },
  sensitivity_to_others: {
    high: 'Tiende a conmoverse ante las necesidades de los demás y a responder con compasión.',
    average: 'Se preocupa por los demás sin perder una visión práctica de las situaciones.',
    low: 'Tiende a basar sus decisiones en criterios objetivos más que en la compasión.',
  },
  competence: {
    high: 'Tiende a sentirse capaz y a confiar en su preparación para afrontar tareas y retos.',
    average:
      'Se siente capaz en la mayoría de las tareas, con algunas dudas en terrenos poco conocidos.',
    low: 'Tiende a cuestionar su propia capacidad y se beneficia de la confirmación y de una retroalimentación clara.',
  },
  orderliness: {
    high: 'Tiende a mantener las cosas ordenadas y organizadas y a seguir estructuras claras.',
    average: 'Mantiene un orden razonable, sin rigidez.',
    low: 'Tiende a tolerar bien cierto desorden y a organizarse solo en la medida necesaria.',
  },
  sense_of_duty: {
    high: 'Tiende a cumplir sus compromisos con rigor y a seguir de cerca normas y obligaciones.',
    average: 'En general cumple compromisos y normas, con cierta flexibilidad.',
    low: 'Tiende a interpretar normas y obligaciones con flexibilidad y a dar prioridad al momento.',
  },
  need_for_achievement: {
    high: 'Tiende a fijarse metas ambiciosas y a esforzarse mucho para alcanzarlas.',
    average: 'Se fija metas razonables y trabaja de forma constante para lograrlas.',
    low: 'Tiende a preferir un ritmo equilibrado y no concede gran importancia a las metas ambiciosas.',
  },
  self_discipline: {
    high: 'Tiende a ponerse con las tareas enseguida y a terminarlas pese a las distracciones.',
    average: 'Suele terminar lo que empieza, aunque a veces aplace alguna tarea.',
    low: 'Tiende a posponer las tareas poco atractivas y puede necesitar estímulos externos para terminarlas.',
  },
  deliberation: {
    high: 'Tiende a pensar las cosas con detenimiento y a sopesar las opciones antes de decidir.',
    average:
      'Reflexiona antes de las decisiones importantes y decide con rapidez en los asuntos rutinarios.',
    low: 'Tiende a decidir con rapidez y espontaneidad, confiando en su primera impresión.',
  },
  pen_psychoticism: {
    high: 'Tiende a actuar con independencia de las convenciones y de lo que esperan los demás, con un estilo firme y poco sentimental.',
    average:
      'Equilibra la independencia de criterio con la consideración por las normas y por los demás.',
    low: 'Tiende a mostrar consideración, respeto por las convenciones y atención a las normas y a las necesidades de los demás.',
  },
  pen_extraversion: {
    high: 'Tiende a la sociabilidad, la vitalidad y la orientación hacia el mundo exterior.',
    average: 'Alterna momentos sociables y otros más tranquilos según la situación.',
    low: 'Tiende a la reserva y a preferir entornos tranquilos y sosegados.',
  },
  pen_neuroticism: {
    high: 'Tiende a reaccionar con intensidad ante el estrés y a vivir las emociones con fuerza.',
    average:
      'Reacciona ante el estrés de forma moderada, con un equilibrio emocional similar al de la mayoría de las personas.',
    low: 'Tiende a ser emocionalmente estable y a mantener la calma ante el estrés.',
  },
};

/** Las afirmaciones francas de integridad tal como las lee la empresa (regla de franqueza, candour.ts). */
export const spanishCandidScaleDescriptions: CandidTexts['descriptions'] = {
  frankness:
    'Tiende a anteponer su propio beneficio y, para salir adelante, puede faltar a la sinceridad o servirse de los demás.',
  sense_of_duty:
    'Tiende a tomarse a la ligera las promesas y las normas y, cuando le conviene, puede incumplir compromisos, dejar sus obligaciones a otros o tergiversar los hechos.',
  pen_psychoticism:
    'Tiende a pasar por alto las normas y los sentimientos de los demás cuando se interponen en su camino y, para salir adelante, puede tomar atajos indebidos o romper promesas.',
};
