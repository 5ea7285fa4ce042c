import type { AtAGlanceText } from '../at-a-glance-text-shape';

/** El perfil de un vistazo, en español, dirigido a la persona («tú»). */
export const spanishAtAGlanceText: AtAGlanceText = {
  poles: {
    neuroticism_x_emotional_stability: { low: 'Calma', high: 'Sensibilidad' },
    extraversion: { low: 'Reserva', high: 'Sociabilidad' },
    openness_to_experience: { low: 'Sentido práctico', high: 'Curiosidad' },
    agreeableness_or_amiability: { low: 'Firmeza', high: 'Conciliación' },
    perseverance_or_responsibility: { low: 'Flexibilidad', high: 'Organización' },
  },
  strengths: {
    anxiety: {
      low: 'Sueles mantener la calma cuando los planes son inciertos.',
      high: 'Sueles detectar los riesgos pronto y prepararte con cuidado.',
    },
    hostility: {
      low: 'Sueles tener paciencia cuando las cosas salen mal.',
      high: 'Sueles notar enseguida cuando algo es injusto.',
    },
    depression: {
      low: 'Sueles mantener una mirada esperanzada tras un revés.',
      high: 'Sueles reflexionar en serio sobre lo que no funcionó.',
    },
    social_anxiety: {
      low: 'Sueles sentirte a gusto ante personas nuevas.',
      high: 'Sueles actuar con tacto y cuidar la impresión que causas.',
    },
    impulsivity: {
      low: 'Sueles resistir las distracciones y mantener el rumbo.',
      high: 'Sueles aprovechar el momento y aportar espontaneidad.',
    },
    vulnerability: {
      low: 'Sueles mantener la cabeza fría en una emergencia.',
      high: 'Sueles saber cuándo pedir apoyo.',
    },
    cordiality: {
      low: 'Sueles mantener una distancia profesional en la que otros confían.',
      high: 'Sueles hacer que la gente se sienta cómoda enseguida.',
    },
    gregariousness: {
      low: 'Sueles trabajar bien por tu cuenta durante largos ratos.',
      high: 'Sueles crear redes de contactos y disfrutar del trabajo en grupo.',
    },
    assertiveness: {
      low: 'Sueles dejar espacio para que otros lideren y hablen.',
      high: 'Sueles tomar la iniciativa y decir lo que piensas.',
    },
    activity: {
      low: 'Sueles trabajar a un ritmo constante y sostenible.',
      high: 'Sueles aportar energía y mantener muchas cosas en marcha.',
    },
    excitement_seeking: {
      low: 'Sueles valorar la seguridad y evitar riesgos innecesarios.',
      high: 'Sueles acoger bien el cambio, los retos y los estímulos nuevos.',
    },
    positive_emotions: {
      low: 'Sueles mostrar mesura y sobriedad en tus juicios.',
      high: 'Sueles contagiar entusiasmo y buen humor.',
    },
    fantasy: {
      low: 'Sueles mantener la atención en la tarea que tienes delante.',
      high: 'Sueles imaginar posibilidades que otros no han visto.',
    },
    aesthetic_appreciation: {
      low: 'Sueles valorar la función por encima de la forma.',
      high: 'Sueles cuidar la calidad, el diseño y los detalles.',
    },
    feelings: {
      low: 'Sueles mantener la compostura cuando las emociones se desbordan.',
      high: 'Sueles leer bien tus emociones y las de los demás.',
    },
    actions: {
      low: 'Sueles valorar las rutinas probadas y la constancia.',
      high: 'Sueles probar nuevos enfoques con facilidad.',
    },
    ideas: {
      low: 'Sueles centrarte en lo práctico y útil en este momento.',
      high: 'Sueles disfrutar de los problemas complejos y las ideas nuevas.',
    },
    values: {
      low: 'Sueles respetar las normas y tradiciones establecidas.',
      high: 'Sueles cuestionar supuestos y aceptar otros puntos de vista.',
    },
    trust: {
      low: 'Sueles comprobar las afirmaciones antes de aceptarlas.',
      high: 'Sueles conceder a los demás el beneficio de la duda.',
    },
    frankness: {
      low: 'Sueles adaptar con tacto tu mensaje a quien te escucha.',
      high: 'Sueles hablar con apertura y sinceridad.',
    },
    altruism: {
      low: 'Sueles proteger tu propio tiempo y tus prioridades.',
      high: 'Sueles ayudar a los demás de buena gana.',
    },
    conciliatory_attitude: {
      low: 'Sueles defender tu postura en un desacuerdo.',
      high: 'Sueles calmar los conflictos y buscar el acuerdo.',
    },
    modesty: {
      low: 'Sueles dar visibilidad a tus logros.',
      high: 'Sueles compartir el mérito y mantener la humildad.',
    },
    sensitivity_to_others: {
      low: 'Sueles decidir con datos más que por simpatía.',
      high: 'Sueles darte cuenta de lo que necesitan los demás.',
    },
    competence: {
      low: 'Sueles reconocer abiertamente lo que aún te queda por aprender.',
      high: 'Sueles confiar en tu capacidad para sacar las cosas adelante.',
    },
    orderliness: {
      low: 'Sueles desenvolverte bien en un entorno cambiante y poco ordenado.',
      high: 'Sueles mantener las cosas estructuradas y fáciles de encontrar.',
    },
    sense_of_duty: {
      low: 'Sueles tomar las normas como guías que se pueden adaptar.',
      high: 'Sueles cumplir tus promesas y llevar las cosas hasta el final.',
    },
    need_for_achievement: {
      low: 'Sueles mantener el equilibrio entre el trabajo y el resto de tu vida.',
      high: 'Sueles fijarte metas ambiciosas y esforzarte por lograrlas.',
    },
    self_discipline: {
      low: 'Sueles pasar con facilidad a lo más urgente.',
      high: 'Sueles empezar las tareas pronto y terminarlas.',
    },
    deliberation: {
      low: 'Sueles decidir rápido cuando la rapidez importa.',
      high: 'Sueles pensar bien las cosas antes de actuar.',
    },
  },
  watchOuts: {
    anxiety: {
      low: 'Puede que pases por alto riesgos que preocupan a otros.',
      high: 'Puede que gastes energía preocupándote antes de momentos importantes.',
    },
    hostility: {
      low: 'Puede que te guardes un malestar que convendría expresar.',
      high: 'Puede que muestres irritación antes de lo que pretendes.',
    },
    depression: {
      low: 'Puede que dejes atrás un revés sin aprender de él.',
      high: 'Puede que te exijas demasiado tras un revés.',
    },
    social_anxiety: {
      low: 'Puede que no notes cómo le llega a otros un comentario.',
      high: 'Puede que te guardes tus ideas ante personas que no conoces.',
    },
    impulsivity: {
      low: 'Puede que dejes pasar una oportunidad espontánea.',
      high: 'Puede que te cueste resistirte a distracciones tentadoras.',
    },
    vulnerability: {
      low: 'Puede que subestimes cuánta presión sienten otros.',
      high: 'Puede que la presión acumulada llegue a desbordarte.',
    },
    cordiality: {
      low: 'Puede que parezcas distante a quien aún no te conoce.',
      high: 'Puede que te cueste mantener una distancia profesional.',
    },
    gregariousness: {
      low: 'Puede que te pierdas contactos que ayudarían a tu trabajo.',
      high: 'Puede que el trabajo largo en solitario te agote.',
    },
    assertiveness: {
      low: 'Puede que te guardes tu opinión en una reunión.',
      high: 'Puede que dejes a otros menos espacio para hablar.',
    },
    activity: {
      low: 'Puede que tu ritmo parezca pausado cuando otros esperan rapidez.',
      high: 'Puede que asumas más de lo que puedes sostener.',
    },
    excitement_seeking: {
      low: 'Puede que dudes ante un riesgo que merece la pena.',
      high: 'Puede que el trabajo rutinario te impaciente.',
    },
    positive_emotions: {
      low: 'Puede que transmitas menos entusiasmo del que sientes.',
      high: 'Puede que suenes más optimista de lo que permiten los hechos.',
    },
    fantasy: {
      low: 'Puede que descartes ideas que al principio parecen rebuscadas.',
      high: 'Puede que te distraigas de la tarea con tus propios pensamientos.',
    },
    aesthetic_appreciation: {
      low: 'Puede que subestimes cuánto importa la presentación a otros.',
      high: 'Puede que dediques tiempo a pulir detalles que importan menos.',
    },
    feelings: {
      low: 'Puede que pases por alto el lado emocional de una decisión.',
      high: 'Puede que tu estado de ánimo tiña tu juicio.',
    },
    actions: {
      low: 'Puede que los cambios repentinos de rutina te incomoden.',
      high: 'Puede que abandones una rutina que funciona por algo nuevo demasiado pronto.',
    },
    ideas: {
      low: 'Puede que te impacienten las discusiones abstractas.',
      high: 'Puede que debatas ideas más tiempo del que la tarea necesita.',
    },
    values: {
      low: 'Puede que te cueste aceptar puntos de vista poco familiares.',
      high: 'Puede que cuestiones normas en las que otros se apoyan.',
    },
    trust: {
      low: 'Puede que parezcas dudar de las intenciones de los demás.',
      high: 'Puede que confíes en promesas que merecen una comprobación.',
    },
    frankness: {
      low: 'Puede que otros perciban reserva sobre tus verdaderas intenciones.',
      high: 'Puede que digas las cosas con más crudeza de la que el momento pide.',
    },
    altruism: {
      low: 'Puede que parezcas menos disponible cuando un compañero necesita ayuda.',
      high: 'Puede que digas que sí a otros a costa de tu propio trabajo.',
    },
    conciliatory_attitude: {
      low: 'Puede que dejes que un desacuerdo se endurezca más de lo necesario.',
      high: 'Puede que cedas para evitar un conflicto que valdría la pena tener.',
    },
    modesty: {
      low: 'Puede que transmitas más seguridad en ti de la que pretendes.',
      high: 'Puede que no des a tu aportación el valor que tiene.',
    },
    sensitivity_to_others: {
      low: 'Puede que parezca que no te afecta cuando alguien lo está pasando mal.',
      high: 'Puede que las decisiones difíciles sobre personas te resulten dolorosas.',
    },
    competence: {
      low: 'Puede que dudes de ti en tareas que sí puedes resolver.',
      high: 'Puede que asumas tareas sin pedir la ayuda que necesitas.',
    },
    orderliness: {
      low: 'Puede que pierdas tiempo buscando cosas o detalles.',
      high: 'Puede que te inquiete que cambien los planes o el orden.',
    },
    sense_of_duty: {
      low: 'Puede que otros vean poco rigor en tus compromisos.',
      high: 'Puede que te aferres a una norma cuando la flexibilidad serviría mejor.',
    },
    need_for_achievement: {
      low: 'Puede que te conformes con «suficiente» cuando se espera más.',
      high: 'Puede que te exijas demasiado a ti y a los demás.',
    },
    self_discipline: {
      low: 'Puede que aplaces las tareas que te resultan aburridas.',
      high: 'Puede que sigas adelante cuando un descanso te vendría bien.',
    },
    deliberation: {
      low: 'Puede que actúes antes de sopesar las consecuencias.',
      high: 'Puede que tardes en decidir cuando la rapidez importa.',
    },
  },
  atWork: {
    neuroticism_x_emotional_stability: {
      low: 'Es probable que mantengas la calma ante plazos y contratiempos, y que otros se apoyen en tu serenidad.',
      average:
        'Sueles llevar bien la presión habitual del trabajo; los periodos muy exigentes pueden pesarte durante un tiempo.',
      high: 'Puede que vivas la presión con intensidad: unas prioridades claras, la retroalimentación y tiempo para recuperarte suelen ayudarte a rendir al máximo.',
    },
    extraversion: {
      low: 'Puede que rindas mejor en entornos tranquilos y de concentración, y sueles preferir la profundidad a la multitud.',
      average:
        'Puedes pasar del trabajo en equipo al trabajo concentrado por tu cuenta, y sueles adaptarte a lo que pide el puesto.',
      high: 'Puede que te sientas a gusto en puestos con trato, ritmo y visibilidad, como dirigir, vender o coordinar personas.',
    },
    openness_to_experience: {
      low: 'Puede que destaques donde más importan los métodos probados, la claridad y los resultados prácticos.',
      average:
        'Sueles equilibrar las ideas nuevas con lo que ya funciona, y te adaptas cuando un cambio tiene una razón clara.',
      high: 'Puede que disfrutes de la variedad, los problemas nuevos y el cambio, y que aportes ideas frescas a la forma de trabajar.',
    },
    agreeableness_or_amiability: {
      low: 'Puede que las negociaciones duras y la retroalimentación franca te resulten cómodas, y sueles defender tu postura.',
      average:
        'Sueles equilibrar la cooperación con la defensa de tus opiniones, según lo que pida la situación.',
      high: 'Puede que seas alguien que crea confianza y suaviza tensiones en el equipo; decir que no puede pedirte un esfuerzo consciente.',
    },
    perseverance_or_responsibility: {
      low: 'Puede que te desenvuelvas bien donde los planes cambian a menudo y se valora la improvisación; las rutinas fijas pueden resultarte estrechas.',
      average:
        'Sueles combinar la planificación con la flexibilidad, y cumples cuando los objetivos y los plazos están claros.',
      high: 'Es probable que seas fiable con los planes, los detalles y los plazos, y que otros cuenten contigo para llevar las cosas a término.',
    },
  },
};
