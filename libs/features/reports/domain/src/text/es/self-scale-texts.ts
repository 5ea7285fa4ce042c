import type { CandidTexts, ScaleDescriptions } from '../report-text-shape';

/** Las descripciones de las escalas tal como la persona las lee sobre sí, tuteándola. */
export const spanishSelfScaleDescriptions: ScaleDescriptions = {
  neuroticism_x_emotional_stability: {
    high: 'Tiendes a vivir con intensidad la presión, las preocupaciones y los contratiempos, y puedes necesitar más tiempo para recuperar la calma tras un momento difícil.',
    average:
      'Sueles mantener un estado de ánimo estable, con los altibajos habituales ante situaciones exigentes.',
    low: 'Tiendes a mantener la calma y la serenidad bajo presión y te recuperas con rapidez de los contratiempos.',
  },
  extraversion: {
    high: 'Tiendes a buscar compañía, actividad y estímulos, y te llenas de energía al estar con otras personas.',
    average:
      'Disfrutas de la compañía y la actividad con moderación y también te sientes a gusto en momentos más tranquilos o a solas.',
    low: 'Tiendes a preferir entornos tranquilos, grupos pequeños y tiempo a solas para recargar energía, y te relacionas de forma más reservada.',
  },
  openness_to_experience: {
    high: 'Sueles sentir curiosidad por ideas, experiencias y puntos de vista nuevos, y disfrutas de la variedad y la imaginación.',
    average: 'Combinas el interés por lo nuevo con el aprecio por lo conocido y probado.',
    low: 'Tiendes a preferir lo conocido, lo práctico y lo concreto, y valoras las formas de hacer ya establecidas.',
  },
  agreeableness_or_amiability: {
    high: 'Tiendes a cooperar, a tener en cuenta a los demás y a confiar en ellos, y das importancia a la armonía en tus relaciones.',
    average:
      'Equilibras la cooperación con los demás y la defensa de tus propios intereses y opiniones.',
    low: 'Tiendes al escepticismo y la competitividad, y no dudas en anteponer tus propias opiniones e intereses.',
  },
  perseverance_or_responsibility: {
    high: 'Tiendes a organizarte con cuidado y a ser constante y fiable, y planificas con antelación para alcanzar tus objetivos.',
    average:
      'Combinas organización y compromiso con cierta flexibilidad en la manera de abordar las tareas.',
    low: 'Tiendes a preferir la flexibilidad y la espontaneidad a la planificación detallada, y puedes abordar metas y rutinas con más soltura.',
  },
  anxiety: {
    high: 'Tiendes a anticipar lo que podría salir mal y puedes sentir inquietud ante acontecimientos importantes.',
    average:
      'Sientes preocupación cuando la situación lo justifica, sin que esa preocupación suela imponerse.',
    low: 'Tiendes a mantener la tranquilidad y rara vez das vueltas a lo que podría salir mal.',
  },
  hostility: {
    high: 'Tiendes a sentir irritación o frustración con rapidez cuando algo sale mal o te parece injusto.',
    average: 'Sientes irritación en ocasiones, normalmente en proporción a la situación.',
    low: 'Tiendes a mostrarte paciente y tardas en enfadarte, incluso cuando las cosas no salen como esperabas.',
  },
  depression: {
    high: 'Tiendes a atravesar momentos de desánimo con más frecuencia y puedes juzgarte con dureza tras un contratiempo.',
    average: 'Atraviesas momentos bajos ocasionales que suelen pasar con el tiempo.',
    low: 'Tiendes a mantener una visión esperanzada y rara vez te desanimas por mucho tiempo.',
  },
  social_anxiety: {
    high: 'Tiendes a cohibirte ante los demás y puedes contenerte en situaciones sociales poco conocidas.',
    average:
      'Te desenvuelves con comodidad en la mayoría de las situaciones sociales, con cierta incomodidad en las nuevas o de mayor exposición.',
    low: 'Tiendes a sentirte a gusto en situaciones sociales, incluso en las nuevas o de mayor exposición.',
  },
  impulsivity: {
    high: 'Tiendes a dejarte llevar por los deseos del momento y puede costarte resistir tentaciones o antojos.',
    average: 'Sueles controlar tus impulsos, con alguna decisión espontánea de vez en cuando.',
    low: 'Tiendes a resistir las tentaciones con facilidad y mantienes bajo control los deseos del momento.',
  },
  vulnerability: {
    high: 'Ante una presión intensa o en situaciones de urgencia, tiendes a sentir que la situación te desborda, y en esos momentos valoras el apoyo.',
    average:
      'Afrontas la mayor parte de la presión de forma adecuada, aunque los momentos muy exigentes pueden pesarte.',
    low: 'Tiendes a mantener la compostura y la capacidad de respuesta en urgencias y bajo una presión intensa.',
  },
  cordiality: {
    high: 'Tiendes a mostrar calidez y simpatía, y haces que los demás se sientan bienvenidos enseguida.',
    average: 'Eres amable y accesible, con cierta reserva hasta que se genera confianza.',
    low: 'Tiendes a guardar cierta distancia al principio y muestras tu calidez una vez establecida la relación.',
  },
  gregariousness: {
    high: 'Tiendes a disfrutar de las multitudes, las actividades en grupo y la compañía abundante.',
    average:
      'Disfrutas de las actividades en grupo en ocasiones y también valoras el tiempo a solas.',
    low: 'Tiendes a preferir los grupos pequeños o el trabajo y el tiempo a solas frente a las grandes reuniones.',
  },
  assertiveness: {
    high: 'Tiendes a expresar tu opinión, tomar la iniciativa y orientar al grupo hacia una decisión.',
    average:
      'Asumes el liderazgo cuando hace falta y también te resulta cómodo dejar que otros lideren.',
    low: 'Tiendes a dejar que otros tomen la iniciativa y prefieres aportar desde un segundo plano.',
  },
  activity: {
    high: 'Tiendes a mantener un ritmo rápido y a llenar tu tiempo con muchas actividades.',
    average:
      'Mantienes un ritmo constante y moderado, alternando periodos intensos con otros más tranquilos.',
    low: 'Tiendes a preferir un ritmo sosegado, sin prisas, y a ocuparte de una cosa cada vez.',
  },
  excitement_seeking: {
    high: 'Tiendes a buscar estímulos, novedades y cierto grado de riesgo.',
    average: 'Disfrutas de algo de emoción de vez en cuando sin buscarla activamente.',
    low: 'Tiendes a preferir entornos tranquilos y previsibles, y evitas el ruido y los riesgos innecesarios.',
  },
  positive_emotions: {
    high: 'Tiendes a sentir a menudo alegría, entusiasmo y optimismo, y a contagiarlos a los demás.',
    average: 'Vives y expresas las emociones positivas de forma mesurada.',
    low: 'Tiendes a expresar el entusiasmo de una manera más callada y contenida.',
  },
  fantasy: {
    high: 'Tiendes a tener una imaginación rica y disfrutas explorando posibilidades con el pensamiento.',
    average:
      'Recurres a la imaginación cuando resulta útil sin alejarte de las cuestiones prácticas.',
    low: 'Tiendes a centrarte en lo concreto y lo real más que en posibilidades imaginadas.',
  },
  aesthetic_appreciation: {
    high: 'Tiendes a emocionarte con el arte, la música, la naturaleza y la belleza en general.',
    average: 'Aprecias la belleza y el arte en algunos ámbitos, sin que sean un interés central.',
    low: 'Tiendes a dar menos importancia al arte y la estética que a los aspectos prácticos.',
  },
  feelings: {
    high: 'Tiendes a ser consciente de tus propias emociones y a darles un lugar importante.',
    average: 'Reconoces tus emociones y les concedes un peso moderado en tus decisiones.',
    low: 'Tiendes a dar menos peso a las emociones y a decidir con criterios más objetivos.',
  },
  actions: {
    high: 'Tiendes a disfrutar probando actividades, lugares y formas de hacer nuevas.',
    average: 'Aceptas algunos cambios y a la vez valoras las rutinas conocidas.',
    low: 'Tiendes a preferir las rutinas conocidas y las formas de hacer habituales.',
  },
  ideas: {
    high: 'Tiendes a disfrutar de las ideas abstractas, los problemas complejos y el debate intelectual.',
    average: 'Te interesas por las ideas y la teoría cuando tienen una finalidad práctica.',
    low: 'Tiendes a preferir las cuestiones prácticas y concretas a las abstractas o teóricas.',
  },
  values: {
    high: 'Tiendes a cuestionar las convenciones y a mostrar disposición a revisar valores sociales y personales.',
    average: 'Respetas la tradición sin cerrarte a reconsiderar algunos valores.',
    low: 'Tiendes a valorar la tradición, las normas establecidas y las pautas claras.',
  },
  trust: {
    high: 'Tiendes a presuponer buenas intenciones en los demás y a confiar con facilidad.',
    average: 'Confías en los demás en general, con cierta cautela hasta conocerlos.',
    low: 'Tiendes a actuar con cautela con los demás y a construir la confianza poco a poco, a partir de hechos.',
  },
  frankness: {
    high: 'Tiendes a hablar con sinceridad y de forma directa, y te desagradan la manipulación y las intenciones ocultas.',
    average:
      'Sueles hablar con sinceridad, con algo de tacto o estrategia cuando la situación lo pide.',
    low: 'Tiendes a anteponer tu propio beneficio en el trato con los demás.',
  },
  altruism: {
    high: 'Tiendes a disfrutar ayudando a los demás y a ofrecer apoyo por iniciativa propia.',
    average: 'Ayudas de buen grado a los demás, equilibrándolo con tus propias necesidades.',
    low: 'Tiendes a centrarte en tus propias tareas y a ayudar cuando te lo piden más que por iniciativa propia.',
  },
  conciliatory_attitude: {
    high: 'Tiendes a evitar la confrontación y a buscar el acuerdo y el término medio.',
    average:
      'Buscas el acuerdo en la mayoría de los casos y te mantienes firme cuando te parece importante.',
    low: 'Tiendes a defender tus posiciones con firmeza y no rehúyes la confrontación.',
  },
  modesty: {
    high: 'Tiendes a restar importancia a tus logros y a evitar el protagonismo.',
    average: 'Reconoces tus méritos sin buscar destacar.',
    low: 'Tiendes a confiar en tu propia valía y a dar visibilidad a tus logros.',
  },
  sensitivity_to_others: {
    high: 'Tiendes a conmoverte ante las necesidades de los demás y a responder con compasión.',
    average: 'Te preocupas por los demás sin perder una visión práctica de las situaciones.',
    low: 'Tiendes a basar tus decisiones en criterios objetivos más que en la compasión.',
  },
  competence: {
    high: 'Tiendes a sentirte capaz y a confiar en tu preparación para afrontar tareas y retos.',
    average:
      'Te sientes capaz en la mayoría de las tareas, con algunas dudas en terrenos poco conocidos.',
    low: 'Tiendes a cuestionar tu propia capacidad, y la confirmación y una retroalimentación clara te ayudan.',
  },
  orderliness: {
    high: 'Tiendes a mantener las cosas ordenadas y organizadas y a seguir estructuras claras.',
    average: 'Mantienes un orden razonable, sin rigidez.',
    low: 'Tiendes a tolerar bien cierto desorden y a organizarte solo en la medida necesaria.',
  },
  sense_of_duty: {
    high: 'Tiendes a cumplir tus compromisos con rigor y a seguir de cerca normas y obligaciones.',
    average: 'En general cumples compromisos y normas, con cierta flexibilidad.',
    low: 'Tiendes a interpretar normas y obligaciones con flexibilidad y a dar prioridad al momento.',
  },
  need_for_achievement: {
    high: 'Tiendes a fijarte metas ambiciosas y a esforzarte mucho para alcanzarlas.',
    average: 'Te fijas metas razonables y trabajas de forma constante para lograrlas.',
    low: 'Tiendes a preferir un ritmo equilibrado y no concedes gran importancia a las metas ambiciosas.',
  },
  self_discipline: {
    high: 'Tiendes a ponerte con las tareas enseguida y a terminarlas pese a las distracciones.',
    average: 'Sueles terminar lo que empiezas, aunque a veces aplaces alguna tarea.',
    low: 'Tiendes a posponer las tareas poco atractivas y puedes necesitar estímulos externos para terminarlas.',
  },
  deliberation: {
    high: 'Tiendes a pensar las cosas con detenimiento y a sopesar las opciones antes de decidir.',
    average:
      'Reflexionas antes de las decisiones importantes y decides con rapidez en los asuntos rutinarios.',
    low: 'Tiendes a decidir con rapidez y espontaneidad, confiando en tu primera impresión.',
  },
  pen_psychoticism: {
    high: 'Tiendes a actuar con independencia de las convenciones y de lo que esperan los demás, con un estilo firme y poco sentimental.',
    average:
      'Equilibras la independencia de criterio con la consideración por las normas y por los demás.',
    low: 'Tiendes a mostrar consideración, respeto por las convenciones y atención a las normas y a las necesidades de los demás.',
  },
  pen_extraversion: {
    high: 'Tiendes a la sociabilidad, la vitalidad y la orientación hacia el mundo exterior.',
    average: 'Alternas momentos sociables y otros más tranquilos según la situación.',
    low: 'Tiendes a la reserva y a preferir entornos tranquilos y sosegados.',
  },
  pen_neuroticism: {
    high: 'Tiendes a reaccionar con intensidad ante el estrés y a vivir las emociones con fuerza.',
    average:
      'Reaccionas ante el estrés de forma moderada, con un equilibrio emocional similar al de la mayoría de las personas.',
    low: 'Tiendes a ser emocionalmente estable y a mantener la calma ante el estrés.',
  },
};

/** Las afirmaciones francas de integridad tal como las lee la persona (candour.ts). */
export const spanishSelfCandidScaleDescriptions: CandidTexts['descriptions'] = {
  frankness:
    'Tiendes a anteponer tu propio beneficio y, para salir adelante, puedes faltar a la sinceridad o servirte de los demás.',
  sense_of_duty:
    'Tiendes a tomarte a la ligera las promesas y las normas y, cuando te conviene, puedes incumplir compromisos, dejar tus obligaciones a otros o tergiversar los hechos.',
  pen_psychoticism:
    'Tiendes a pasar por alto las normas y los sentimientos de los demás cuando se interponen en tu camino y, para salir adelante, puedes tomar atajos indebidos o romper promesas.',
};
