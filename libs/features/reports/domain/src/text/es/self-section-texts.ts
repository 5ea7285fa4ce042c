import type { CandidTexts, SectionTexts } from '../report-text-shape';

/** Las secciones del informe tal como la persona las lee sobre sí, tuteándola. */
export const spanishSelfSectionTexts: SectionTexts = {
  socialRelationships: {
    introduction:
      'Esta sección describe cómo tiendes a relacionarte con los demás: cómo inicias y mantienes tus relaciones, cuánta compañía buscas y cómo te sientes en los entornos sociales.',
    byScale: {
      cordiality: {
        high: 'Sueles transmitir calidez y cercanía, y con frecuencia haces que los demás se sientan a gusto desde el primer encuentro.',
        average:
          'Te muestras amable y accesible, y tu calidez crece a medida que conoces a las personas.',
        low: 'Sueles mantener cierta reserva con quienes aún no conoces; tu calidez aparece una vez que se ha generado confianza.',
      },
      gregariousness: {
        high: 'Disfrutas de los encuentros concurridos y de las actividades en grupo, y sueles buscar compañía.',
        average:
          'Disfrutas de la compañía y de los planes en grupo con moderación, y también valoras tu tiempo a solas.',
        low: 'Prefieres unas pocas relaciones cercanas y los grupos reducidos a las grandes reuniones, y valoras tu tiempo a solas.',
      },
      trust: {
        high: 'Tiendes a presuponer buenas intenciones y a conceder tu confianza con facilidad.',
        average: 'Confías en los demás en general, con cierta cautela hasta conocerlos mejor.',
        low: 'Al principio sueles actuar con cautela y construyes la confianza paso a paso, a partir de lo que los demás demuestran con el tiempo.',
      },
      altruism: {
        high: 'Te gusta ayudar y a menudo ofreces tu apoyo antes de que te lo pidan.',
        average: 'Ayudas de buen grado a los demás y lo equilibras con tus propias necesidades.',
        low: 'Tiendes a concentrarte en tus propias responsabilidades y ayudas cuando te lo piden o cuando la necesidad es evidente.',
      },
      social_anxiety: {
        high: 'En situaciones nuevas o de mucha exposición puedes sentir cierta incomodidad y prefieres observar antes de participar.',
        average:
          'Te desenvuelves con comodidad en la mayoría de las situaciones sociales, con algo de reserva en las nuevas o de mucha exposición.',
        low: 'Te desenvuelves con soltura incluso en situaciones sociales nuevas o de mucha exposición, como hablar ante un grupo.',
      },
      positive_emotions: {
        high: 'Tu entusiasmo y tu buen humor suelen notarse y a menudo mejoran el ánimo de quienes te rodean.',
        average: 'Expresas entusiasmo y buen humor de forma mesurada.',
        low: 'Expresas tu entusiasmo de forma discreta, por lo que los demás no siempre perciben cuánto disfrutas de algo.',
      },
    },
  },
  work: {
    introduction:
      'Esta sección describe cómo tiendes a organizar, planificar y llevar a cabo tu trabajo, y qué tipo de tareas y entornos se ajustan mejor a tus preferencias.',
    byScale: {
      competence: {
        high: 'Sueles confiar en tu preparación para tus tareas y afrontas los retos con seguridad.',
        average:
          'Te sientes capaz en la mayoría de las tareas y puedes querer más información antes de asumir las que no conoces.',
        low: 'Puedes dudar de tu capacidad ante tareas nuevas; unos objetivos claros y una retroalimentación periódica te ayudan a trabajar con seguridad.',
      },
      orderliness: {
        high: 'Te gustan las estructuras claras, los materiales ordenados y los procedimientos bien definidos.',
        average: 'Mantienes un orden razonable en tu trabajo, sin rigidez.',
        low: 'Trabajas con comodidad sin una estructura fija y te organizas solo en la medida en que la tarea lo requiere.',
      },
      sense_of_duty: {
        high: 'Te tomas muy en serio tus compromisos y sigues de cerca las normas y los procedimientos acordados.',
        average:
          'En general cumples tus compromisos y sigues los procedimientos, con cierta flexibilidad cuando cambian las circunstancias.',
        low: 'Tiendes a interpretar las normas con flexibilidad; acordar con claridad lo que es imprescindible ayuda a alinear expectativas con quienes trabajan contigo.',
      },
      need_for_achievement: {
        high: 'Te fijas metas ambiciosas e inviertes un esfuerzo considerable en alcanzarlas.',
        average: 'Te fijas metas realistas y trabajas de forma constante para lograrlas.',
        low: 'Prefieres un ritmo sostenible a los objetivos ambiciosos y valoras el equilibrio entre el trabajo y otras facetas de la vida.',
      },
      deliberation: {
        high: 'Antes de decidir, tiendes a sopesar con cuidado las opciones y sus consecuencias, lo que favorece decisiones bien fundadas.',
        average:
          'Meditas las decisiones importantes y resuelves con rapidez los asuntos rutinarios.',
        low: 'Tiendes a decidir con rapidez y a actuar según tu primera valoración, algo útil cuando la rapidez es importante.',
      },
      activity: {
        high: 'Mantienes un ritmo ágil y te manejas con comodidad con varias tareas a la vez.',
        average: 'Mantienes un ritmo constante y lo adaptas a las exigencias de cada momento.',
        low: 'Prefieres un ritmo pausado y concentrarte en una tarea cada vez.',
      },
      ideas: {
        high: 'Disfrutas analizando problemas complejos y explorando conceptos y enfoques nuevos.',
        average: 'Te interesas por las ideas y la teoría cuando tienen una utilidad práctica.',
        low: 'Prefieres las tareas concretas y prácticas a los debates abstractos o teóricos.',
      },
    },
  },
  family: {
    introduction:
      'Esta sección describe tendencias que suelen manifestarse en la vida familiar y en las relaciones cercanas: cómo expresas el afecto, cómo compartes tus emociones y cómo respondes a los altibajos de la vida cotidiana en casa.',
    byScale: {
      cordiality: {
        high: 'Con las personas más cercanas tiendes a expresar el cariño de forma abierta y cálida.',
        average: 'Muestras tu afecto a las personas cercanas de forma natural y mesurada.',
        low: 'Tiendes a demostrar tu afecto más con hechos que con palabras o gestos.',
      },
      feelings: {
        high: 'Concedes a las emociones un lugar importante y sueles compartirlas abiertamente con las personas de confianza.',
        average: 'Reconoces tus emociones y las compartes cuando te parece el momento adecuado.',
        low: 'Tiendes a guardarte tus emociones y prefieres hablar de cuestiones concretas y prácticas.',
      },
      sensitivity_to_others: {
        high: 'Prestas atención a cómo se sienten los demás y te conmueves ante sus necesidades.',
        average:
          'Percibes las necesidades de las personas cercanas y respondes a ellas sin perder una visión práctica.',
        low: 'Ante los asuntos familiares tiendes a responder con soluciones prácticas más que con muestras de compasión.',
      },
      anxiety: {
        high: 'Puedes preocuparte por el bienestar de tus seres queridos y anticipar dificultades.',
        average:
          'Te preocupas por los asuntos familiares cuando hay motivo, sin que la preocupación suela imponerse.',
        low: 'Tiendes a afrontar los asuntos familiares con calma y rara vez te preocupas por anticipado.',
      },
      depression: {
        high: 'En las etapas difíciles puedes desanimarte con más facilidad, y el apoyo de las personas cercanas te ayuda.',
        average:
          'Atraviesas los momentos bajos habituales, que suelen pasar con el tiempo y el apoyo de los tuyos.',
        low: 'Tiendes a mantener una visión esperanzada y ayudas a sostener el ánimo en casa en las etapas difíciles.',
      },
      excitement_seeking: {
        high: 'Disfrutas de los planes que aportan novedad y estímulo, como viajes o actividades nuevas.',
        average:
          'Disfrutas de algo de novedad en los planes y también aprecias las rutinas tranquilas.',
        low: 'Prefieres los planes tranquilos y conocidos y una rutina familiar previsible.',
      },
    },
  },
  leadershipNeed: {
    introduction:
      'Esta sección describe el tipo de orientación que tiendes a preferir de quienes te dirigen, cuánta autonomía te conviene y en qué medida te inclinas a asumir tú el liderazgo.',
    byScale: {
      assertiveness: {
        high: 'Tiendes a asumir el liderazgo con naturalidad y puedes buscar ocasiones para orientar a otras personas.',
        average:
          'Puedes tomar la iniciativa cuando la situación lo requiere y también trabajas a gusto bajo la dirección de otros.',
        low: 'Prefieres que otras personas asuman el liderazgo y aportas lo mejor de ti cuando los papeles y las responsabilidades están claros.',
      },
      competence: {
        high: 'Confías en tu propio criterio y, por lo general, necesitas poca orientación para ponerte en marcha.',
        average:
          'Trabajas con autonomía en las tareas conocidas y agradeces orientación en las nuevas.',
        low: 'Te beneficia un liderazgo que fije objetivos claros, ofrezca retroalimentación periódica y reconozca tus avances.',
      },
      self_discipline: {
        high: 'Organizas tu propio trabajo y llevas las tareas a término sin necesidad de una supervisión cercana.',
        average:
          'En general te mantienes en tus tareas, y algún seguimiento puntual te ayuda a conservar el ritmo.',
        low: 'Los plazos intermedios y un seguimiento regular te ayudan a mantener las tareas encauzadas.',
      },
      vulnerability: {
        high: 'Bajo una presión intensa valoras un liderazgo accesible, que marque prioridades y ofrezca apoyo.',
        average:
          'Gestionas sin ayuda la mayor parte de la presión y agradeces el apoyo en los momentos especialmente exigentes.',
        low: 'Mantienes la compostura bajo presión y respondes con solvencia en situaciones urgentes, incluso con poco apoyo.',
      },
      values: {
        high: 'Valoras a quienes explican el porqué de las decisiones y están abiertos a cuestionar las normas establecidas.',
        average:
          'Respetas las normas establecidas y agradeces que te expliquen los cambios cuando se introducen.',
        low: 'Te sientes a gusto con jerarquías claras, normas establecidas y pautas explícitas.',
      },
    },
  },
  keyPersonToPerson: {
    introduction:
      'Esta sección ofrece claves prácticas para tus conversaciones individuales: cómo tiendes a comunicarte, a gestionar los desacuerdos y a responder al reconocimiento y al cambio, y qué ayuda a los demás a trabajar bien contigo.',
    byScale: {
      frankness: {
        high: 'Sueles decir lo que piensas y agradeces la misma franqueza; contigo funciona mejor una comunicación abierta y transparente.',
        average: 'Te comunicas con sinceridad y ajustas tu grado de franqueza a cada situación.',
        low: 'Puedes anteponer tu propio beneficio; los acuerdos explícitos, los criterios transparentes y el seguimiento de lo acordado ayudan a los demás a trabajar contigo más que la confianza tácita.',
      },
      conciliatory_attitude: {
        high: 'Tiendes a evitar la confrontación, así que te ayuda que te inviten expresamente a mostrar tu desacuerdo; vale la pena expresarlo.',
        average:
          'Buscas el acuerdo en la mayoría de los casos y mantienes tu postura cuando algo te importa.',
        low: 'Defiendes tus posiciones con firmeza; los datos bien argumentados y un debate respetuoso suelen convencerte más que las apelaciones a la armonía.',
      },
      modesty: {
        high: 'Tiendes a restar importancia a tus méritos, así que sueles agradecer un reconocimiento concreto y discreto.',
        average: 'Agradeces un reconocimiento justo y proporcionado.',
        low: 'Confías en tus aportaciones y valoras que tus logros se reconozcan de forma visible.',
      },
      impulsivity: {
        high: 'Puedes reaccionar en el momento, así que ayuda dejar margen para retomar la conversación con calma más adelante.',
        average: 'Sueles mantener reacciones mesuradas, con alguna respuesta espontánea.',
        low: 'Mantienes reacciones mesuradas y rara vez respondes por impulso.',
      },
      hostility: {
        high: 'Puedes frustrarte con rapidez cuando algo te parece injusto; conocer los motivos pronto y con calma te ayuda a evitar tensiones.',
        average:
          'Puedes mostrar algo de irritación en situaciones tensas, normalmente en proporción a la causa.',
        low: 'Mantienes la paciencia en las conversaciones tensas y rara vez entras en confrontación.',
      },
      actions: {
        high: 'Recibes bien las propuestas y formas de trabajar nuevas, y sueles animarte a probarlas.',
        average:
          'Aceptas los cambios cuando su propósito está claro y dispones de tiempo para adaptarte.',
        low: 'Prefieres las formas de trabajar conocidas; los cambios te resultan más llevaderos si llegan de manera gradual y con razones claras.',
      },
    },
  },
  generalConclusion: {
    introduction:
      'En conjunto, las cinco grandes dimensiones del modelo dibujan tu estilo general.',
    byScale: {
      neuroticism_x_emotional_stability: {
        high: 'En lo emocional, tiendes a reaccionar con intensidad ante la presión y los contratiempos; los entornos previsibles y el apoyo en los momentos exigentes te ayudan a dar lo mejor de ti.',
        average:
          'En lo emocional, muestras un equilibrio similar al de la mayoría de las personas, con las reacciones habituales ante la presión.',
        low: 'En lo emocional, tiendes a mantener la calma y la estabilidad, incluso en situaciones exigentes.',
      },
      extraversion: {
        high: 'Te orientas hacia las personas y la actividad, y la interacción social te aporta energía.',
        average: 'Te mueves con comodidad entre la actividad social y los momentos más tranquilos.',
        low: 'Prefieres los entornos tranquilos y el trabajo concentrado, y te relacionas con los demás de forma más reservada.',
      },
      openness_to_experience: {
        high: 'Muestras curiosidad y apertura ante ideas, experiencias y perspectivas nuevas.',
        average:
          'Combinas la apertura a lo nuevo con el aprecio por lo que ya ha dado buenos resultados.',
        low: 'Valoras lo práctico, lo concreto y las formas de hacer establecidas.',
      },
      agreeableness_or_amiability: {
        high: 'En tus relaciones tiendes a la cooperación, la consideración y la confianza.',
        average:
          'En tus relaciones equilibras la cooperación con la defensa de tus propias opiniones.',
        low: 'En tus relaciones tiendes al escepticismo y la competitividad, y defiendes con firmeza tus opiniones e intereses.',
      },
      perseverance_or_responsibility: {
        high: 'En tus tareas tiendes a la organización, la constancia y la fiabilidad.',
        average: 'En tus tareas combinas compromiso y organización con flexibilidad.',
        low: 'En tus tareas prefieres la flexibilidad y la espontaneidad a la planificación detallada.',
      },
    },
  },
};

/** Las afirmaciones francas de integridad de las secciones tal como las lee la persona (candour.ts). */
export const spanishSelfCandidSectionTexts: CandidTexts['sections'] = {
  socialRelationships: {},
  work: {
    sense_of_duty:
      'Puedes incumplir compromisos o normas cuando te resultan incómodos; acordar de forma explícita lo imprescindible, con seguimiento, ayuda a que quienes trabajan contigo puedan confiar en lo acordado.',
  },
  family: {},
  leadershipNeed: {},
  keyPersonToPerson: {
    frankness:
      'Puedes anteponer tu propio beneficio, incluso a costa de la sinceridad; los acuerdos explícitos, los criterios transparentes y el seguimiento de lo acordado ayudan a los demás a trabajar contigo más que la confianza tácita.',
  },
  generalConclusion: {},
};
