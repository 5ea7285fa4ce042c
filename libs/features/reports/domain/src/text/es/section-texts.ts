import type { ReportSectionKey } from '../../report-sections';
import type { CandidTexts, SectionTexts } from '../report-text-shape';

/** The section titles, the same whoever reads the report. */
export const spanishSectionTitles: Record<ReportSectionKey, string> = {
  socialRelationships: 'Relaciones sociales',
  work: 'Trabajo',
  family: 'Familia',
  leadershipNeed: 'Necesidad de liderazgo',
  keyPersonToPerson: 'Claves persona a persona',
  generalConclusion: 'Conclusión general',
};

/** The report sections as the company reads them, in the third person. */
export const spanishSectionTexts: SectionTexts = {
  socialRelationships: {
    introduction:
      'Esta sección describe cómo tiende la persona a relacionarse con los demás: cómo inicia y mantiene sus relaciones, cuánta compañía busca y cómo se siente en los entornos sociales.',
    byScale: {
      cordiality: {
        high: 'Suele transmitir calidez y cercanía, y con frecuencia hace que los demás se sientan a gusto desde el primer encuentro.',
        average:
          'Se muestra amable y accesible, y su calidez crece a medida que conoce a las personas.',
        low: 'Suele mantener cierta reserva con quienes aún no conoce; su calidez aparece una vez que se ha generado confianza.',
      },
      gregariousness: {
        high: 'Disfruta de los encuentros concurridos y de las actividades en grupo, y suele buscar compañía.',
        average:
          'Disfruta de la compañía y de los planes en grupo con moderación, y también valora su tiempo a solas.',
        low: 'Prefiere unas pocas relaciones cercanas y los grupos reducidos a las grandes reuniones, y valora su tiempo a solas.',
      },
      trust: {
        high: 'Tiende a presuponer buenas intenciones y a conceder su confianza con facilidad.',
        average: 'Confía en los demás en general, con cierta cautela hasta conocerlos mejor.',
        low: 'Al principio suele actuar con cautela y construye la confianza paso a paso, a partir de lo que los demás demuestran con el tiempo.',
      },
      altruism: {
        high: 'Le gusta ayudar y a menudo ofrece su apoyo antes de que se lo pidan.',
        average: 'Ayuda de buen grado a los demás y lo equilibra con sus propias necesidades.',
        low: 'Tiende a concentrarse en sus propias responsabilidades y ayuda cuando se lo piden o cuando la necesidad es evidente.',
      },
      social_anxiety: {
        high: 'En situaciones nuevas o de mucha exposición puede sentir cierta incomodidad y prefiere observar antes de participar.',
        average:
          'Se desenvuelve con comodidad en la mayoría de las situaciones sociales, con algo de reserva en las nuevas o de mucha exposición.',
        low: 'Se desenvuelve con soltura incluso en situaciones sociales nuevas o de mucha exposición, como hablar ante un grupo.',
      },
      positive_emotions: {
        high: 'Su entusiasmo y su buen humor suelen notarse y a menudo mejoran el ánimo de quienes le rodean.',
        average: 'Expresa entusiasmo y buen humor de forma mesurada.',
        low: 'Expresa su entusiasmo de forma discreta, por lo que los demás no siempre perciben cuánto disfruta de algo.',
      },
    },
  },
  work: {
    introduction:
      'Esta sección describe cómo tiende la persona a organizar, planificar y llevar a cabo su trabajo, y qué tipo de tareas y entornos se ajustan mejor a sus preferencias.',
    byScale: {
      competence: {
        high: 'Suele confiar en su preparación para sus tareas y afronta los retos con seguridad.',
        average:
          'Se siente capaz en la mayoría de las tareas y puede querer más información antes de asumir las que no conoce.',
        low: 'Puede dudar de su capacidad ante tareas nuevas; unos objetivos claros y una retroalimentación periódica le ayudan a trabajar con seguridad.',
      },
      orderliness: {
        high: 'Le gustan las estructuras claras, los materiales ordenados y los procedimientos bien definidos.',
        average: 'Mantiene un orden razonable en su trabajo, sin rigidez.',
        low: 'Trabaja con comodidad sin una estructura fija y se organiza solo en la medida en que la tarea lo requiere.',
      },
      sense_of_duty: {
        high: 'Se toma muy en serio sus compromisos y sigue de cerca las normas y los procedimientos acordados.',
        average:
          'En general cumple sus compromisos y sigue los procedimientos, con cierta flexibilidad cuando cambian las circunstancias.',
        low: 'Tiende a interpretar las normas con flexibilidad; acordar con claridad lo que es imprescindible ayuda a alinear expectativas.',
      },
      need_for_achievement: {
        high: 'Se fija metas ambiciosas e invierte un esfuerzo considerable en alcanzarlas.',
        average: 'Se fija metas realistas y trabaja de forma constante para lograrlas.',
        low: 'Prefiere un ritmo sostenible a los objetivos ambiciosos y valora el equilibrio entre el trabajo y otras facetas de la vida.',
      },
      deliberation: {
        high: 'Antes de decidir, tiende a sopesar con cuidado las opciones y sus consecuencias, lo que favorece decisiones bien fundadas.',
        average: 'Medita las decisiones importantes y resuelve con rapidez los asuntos rutinarios.',
        low: 'Tiende a decidir con rapidez y a actuar según su primera valoración, algo útil cuando la rapidez es importante.',
      },
      activity: {
        high: 'Mantiene un ritmo ágil y se maneja con comodidad con varias tareas a la vez.',
        average: 'Mantiene un ritmo constante y lo adapta a las exigencias de cada momento.',
        low: 'Prefiere un ritmo pausado y concentrarse en una tarea cada vez.',
      },
      ideas: {
        high: 'Disfruta analizando problemas complejos y explorando conceptos y enfoques nuevos.',
        average: 'Se interesa por las ideas y la teoría cuando tienen una utilidad práctica.',
        low: 'Prefiere las tareas concretas y prácticas a los debates abstractos o teóricos.',
      },
    },
  },
  family: {
    introduction:
      'Esta sección describe tendencias que suelen manifestarse en la vida familiar y en las relaciones cercanas: cómo expresa la persona el afecto, cómo comparte sus emociones y cómo responde a los altibajos de la vida cotidiana en casa.',
    byScale: {
      cordiality: {
        high: 'Con las personas más cercanas tiende a expresar el cariño de forma abierta y cálida.',
        average: 'Muestra su afecto a las personas cercanas de forma natural y mesurada.',
        low: 'Tiende a demostrar su afecto más con hechos que con palabras o gestos.',
      },
      feelings: {
        high: 'Concede a las emociones un lugar importante y suele compartirlas abiertamente con las personas de confianza.',
        average: 'Reconoce sus emociones y las comparte cuando le parece el momento adecuado.',
        low: 'Tiende a guardarse sus emociones y prefiere hablar de cuestiones concretas y prácticas.',
      },
      sensitivity_to_others: {
        high: 'Presta atención a cómo se sienten los demás y se conmueve ante sus necesidades.',
        average:
          'Percibe las necesidades de las personas cercanas y responde a ellas sin perder una visión práctica.',
        low: 'Ante los asuntos familiares tiende a responder con soluciones prácticas más que con muestras de compasión.',
      },
      anxiety: {
        high: 'Puede preocuparse por el bienestar de sus seres queridos y anticipar dificultades.',
        average:
          'Se preocupa por los asuntos familiares cuando hay motivo, sin que la preocupación suela imponerse.',
        low: 'Tiende a afrontar los asuntos familiares con calma y rara vez se preocupa por anticipado.',
      },
      depression: {
        high: 'En las etapas difíciles puede desanimarse con más facilidad, y el apoyo de las personas cercanas le ayuda.',
        average:
          'Atraviesa los momentos bajos habituales, que suelen pasar con el tiempo y el apoyo de los suyos.',
        low: 'Tiende a mantener una visión esperanzada y ayuda a sostener el ánimo en casa en las etapas difíciles.',
      },
      excitement_seeking: {
        high: 'Disfruta de los planes que aportan novedad y estímulo, como viajes o actividades nuevas.',
        average:
          'Disfruta de algo de novedad en los planes y también aprecia las rutinas tranquilas.',
        low: 'Prefiere los planes tranquilos y conocidos y una rutina familiar previsible.',
      },
    },
  },
  leadershipNeed: {
    introduction:
      'Esta sección describe el tipo de orientación que la persona tiende a preferir de quienes la dirigen, cuánta autonomía le conviene y en qué medida se inclina a asumir ella misma el liderazgo.',
    byScale: {
      assertiveness: {
        high: 'Tiende a asumir el liderazgo con naturalidad y puede buscar ocasiones para orientar a otras personas.',
        average:
          'Puede tomar la iniciativa cuando la situación lo requiere y también trabaja a gusto bajo la dirección de otros.',
        low: 'Prefiere que otras personas asuman el liderazgo y aporta lo mejor de sí cuando los papeles y las responsabilidades están claros.',
      },
      competence: {
        high: 'Confía en su propio criterio y, por lo general, necesita poca orientación para ponerse en marcha.',
        average:
          'Trabaja con autonomía en las tareas conocidas y agradece orientación en las nuevas.',
        low: 'Le beneficia un liderazgo que fije objetivos claros, ofrezca retroalimentación periódica y reconozca los avances.',
      },
      self_discipline: {
        high: 'Organiza su propio trabajo y lleva las tareas a término sin necesidad de una supervisión cercana.',
        average:
          'En general se mantiene en sus tareas, y algún seguimiento puntual le ayuda a conservar el ritmo.',
        low: 'Los plazos intermedios y un seguimiento regular le ayudan a mantener las tareas encauzadas.',
      },
      vulnerability: {
        high: 'Bajo una presión intensa valora un liderazgo accesible, que marque prioridades y ofrezca apoyo.',
        average:
          'Gestiona sin ayuda la mayor parte de la presión y agradece el apoyo en los momentos especialmente exigentes.',
        low: 'Mantiene la compostura bajo presión y responde con solvencia en situaciones urgentes, incluso con poco apoyo.',
      },
      values: {
        high: 'Valora a quienes explican el porqué de las decisiones y están abiertos a cuestionar las normas establecidas.',
        average:
          'Respeta las normas establecidas y agradece que se le expliquen los cambios cuando se introducen.',
        low: 'Se siente a gusto con jerarquías claras, normas establecidas y pautas explícitas.',
      },
    },
  },
  keyPersonToPerson: {
    introduction:
      'Esta sección ofrece claves prácticas para las conversaciones individuales con la persona: cómo tiende a comunicarse, a gestionar los desacuerdos y a responder al reconocimiento y al cambio.',
    byScale: {
      frankness: {
        high: 'Suele decir lo que piensa y agradece la misma franqueza; lo que mejor funciona es una comunicación abierta y transparente.',
        average: 'Se comunica con sinceridad y ajusta su grado de franqueza a cada situación.',
        low: 'Puede anteponer su propio beneficio; funcionan mejor los acuerdos explícitos, los criterios transparentes y el seguimiento de lo acordado que la confianza tácita.',
      },
      conciliatory_attitude: {
        high: 'Tiende a evitar la confrontación, por lo que conviene invitarle expresamente a mostrar su desacuerdo y hacer que sea seguro expresarlo.',
        average:
          'Busca el acuerdo en la mayoría de los casos y mantiene su postura cuando algo le importa.',
        low: 'Defiende sus posiciones con firmeza; los datos bien argumentados y un debate respetuoso suelen funcionar mejor que las apelaciones a la armonía.',
      },
      modesty: {
        high: 'Tiende a restar importancia a sus méritos, por lo que suele agradecer un reconocimiento concreto y discreto.',
        average: 'Agradece un reconocimiento justo y proporcionado.',
        low: 'Confía en sus aportaciones y valora que sus logros se reconozcan de forma visible.',
      },
      impulsivity: {
        high: 'Puede reaccionar en el momento, por lo que ayuda dejar margen para retomar la conversación con calma más adelante.',
        average: 'Suele mantener reacciones mesuradas, con alguna respuesta espontánea.',
        low: 'Mantiene reacciones mesuradas y rara vez responde por impulso.',
      },
      hostility: {
        high: 'Puede frustrarse con rapidez cuando algo le parece injusto; explicar los motivos pronto y con calma ayuda a prevenir tensiones.',
        average:
          'Puede mostrar algo de irritación en situaciones tensas, normalmente en proporción a la causa.',
        low: 'Mantiene la paciencia en las conversaciones tensas y rara vez entra en confrontación.',
      },
      actions: {
        high: 'Recibe bien las propuestas y formas de trabajar nuevas, y suele animarse a probarlas.',
        average:
          'Acepta los cambios cuando su propósito está claro y dispone de tiempo para adaptarse.',
        low: 'Prefiere las formas de trabajar conocidas; conviene introducir los cambios de manera gradual y con razones claras.',
      },
    },
  },
  generalConclusion: {
    introduction:
      'En conjunto, las cinco grandes dimensiones del modelo dibujan el estilo general de la persona.',
    byScale: {
      neuroticism_x_emotional_stability: {
        high: 'En lo emocional, tiende a reaccionar con intensidad ante la presión y los contratiempos; los entornos previsibles y el apoyo en los momentos exigentes le ayudan a dar lo mejor de sí.',
        average:
          'En lo emocional, muestra un equilibrio similar al de la mayoría de las personas, con las reacciones habituales ante la presión.',
        low: 'En lo emocional, tiende a mantener la calma y la estabilidad, incluso en situaciones exigentes.',
      },
      extraversion: {
        high: 'Se orienta hacia las personas y la actividad, y la interacción social le aporta energía.',
        average: 'Se mueve con comodidad entre la actividad social y los momentos más tranquilos.',
        low: 'Prefiere los entornos tranquilos y el trabajo concentrado, y se relaciona con los demás de forma más reservada.',
      },
      openness_to_experience: {
        high: 'Muestra curiosidad y apertura ante ideas, experiencias y perspectivas nuevas.',
        average:
          'Combina la apertura a lo nuevo con el aprecio por lo que ya ha dado buenos resultados.',
        low: 'Valora lo práctico, lo concreto y las formas de hacer establecidas.',
      },
      agreeableness_or_amiability: {
        high: 'En sus relaciones tiende a la cooperación, la consideración y la confianza.',
        average:
          'En sus relaciones equilibra la cooperación con la defensa de sus propias opiniones.',
        low: 'En sus relaciones tiende al escepticismo y la competitividad, y defiende con firmeza sus opiniones e intereses.',
      },
      perseverance_or_responsibility: {
        high: 'En sus tareas tiende a la organización, la constancia y la fiabilidad.',
        average: 'En sus tareas combina compromiso y organización con flexibilidad.',
        low: 'En sus tareas prefiere la flexibilidad y la espontaneidad a la planificación detallada.',
      },
    },
  },
};

/** Las afirmaciones francas de integridad de las secciones tal como las lee la empresa (candour.ts). */
export const spanishCandidSectionTexts: CandidTexts['sections'] = {
  socialRelationships: {},
  work: {
    sense_of_duty:
      'Puede incumplir compromisos o normas cuando le resultan incómodos; acordar de forma explícita lo imprescindible, con seguimiento, ayuda a que cumpla sus obligaciones.',
  },
  family: {},
  leadershipNeed: {},
  keyPersonToPerson: {
    frankness:
      'Puede anteponer su propio beneficio, incluso a costa de la sinceridad; funcionan mejor los acuerdos explícitos, los criterios transparentes y el seguimiento de lo acordado que la confianza tácita.',
  },
  generalConclusion: {},
};
