import type { QuestionBankPart } from './probe-shape';

/**
 * The probes of the six Extraversion facets (NEO PI-R E1-E6). Each direction asks what that
 * standing costs in a role that wants the other one, so neither a sociable nor a reserved answer
 * is the expected one. Long because it is text in three languages.
 */
export const extraversionProbes: QuestionBankPart = {
  cordiality: {
    high: {
      focus: {
        en: 'Whether warmth and closeness with people coexist with the distance some work needs: impartial decisions, unwelcome feedback, firm boundaries.',
        es: 'Si la calidez y la cercanía con las personas conviven con la distancia que exige parte del trabajo: decisiones imparciales, comentarios poco gratos, límites firmes.',
        pt: 'Se o calor humano e a proximidade com as pessoas convivem com a distância que parte do trabalho exige: decisões imparciais, retornos difíceis, limites firmes.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to make a decision or give feedback that disappointed someone you got on well with. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que tomar una decisión o dar una opinión que decepcionó a alguien con quien te llevabas bien. ¿Qué hiciste y cómo terminó?',
          pt: 'Conte uma situação em que foi preciso tomar uma decisão ou dar um retorno que decepcionou alguém com quem havia boa relação. O que foi feito e como terminou?',
        },
        {
          en: 'Describe a situation where keeping a professional distance from a client or colleague mattered. How did you manage it, and what was the result?',
          es: 'Descríbeme una situación en la que era importante mantener una distancia profesional con un cliente o compañero. ¿Cómo lo manejaste y cuál fue el resultado?',
          pt: 'Descreva uma situação em que manter distância profissional de um cliente ou colega era importante. Como isso foi conduzido e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes a real episode where they stayed friendly yet said or decided the hard thing, kept it fair, and can say how the relationship fared.',
        es: 'Describe un episodio real en el que mantuvo la cordialidad pero dijo o decidió lo difícil, fue justo, y puede decir cómo quedó la relación.',
        pt: 'Descreve um episódio real em que manteve a cordialidade mas disse ou decidiu o que era difícil, agiu com justiça e sabe dizer como ficou a relação.',
      },
      weak: {
        en: 'Softened or delayed the decision to protect the relationship without seeing the cost, treats closeness as always right, or has no example.',
        es: 'Suavizó o retrasó la decisión para proteger la relación sin ver el coste, considera que la cercanía siempre es lo correcto, o no tiene ejemplo.',
        pt: 'Suavizou ou adiou a decisão para preservar a relação sem ver o custo, trata a proximidade como sempre certa, ou não tem exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E1 (Warmth); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How a reserved, more formal person builds working rapport and trust when the role depends on it.',
        es: 'Cómo construye una persona reservada y más formal la confianza y la buena relación de trabajo cuando el puesto depende de ello.',
        pt: 'Como uma pessoa reservada e mais formal constrói confiança e boa relação de trabalho quando a função depende disso.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to build a working relationship quickly with someone new, such as a client or a new colleague. What did you do, and how did the relationship develop?',
          es: 'Cuéntame una ocasión en la que tuviste que construir rápido una relación de trabajo con alguien nuevo, como un cliente o un compañero recién llegado. ¿Qué hiciste y cómo evolucionó la relación?',
          pt: 'Conte uma situação em que foi preciso construir rapidamente uma relação de trabalho com alguém novo, como um cliente ou um colega recém-chegado. O que foi feito e como a relação evoluiu?',
        },
        {
          en: 'Describe a situation where someone came to you worried or upset about something at work. What did you do, and what happened next?',
          es: 'Descríbeme una situación en la que alguien acudió a ti preocupado o molesto por algo del trabajo. ¿Qué hiciste y qué pasó después?',
          pt: 'Descreva uma situação em que alguém procurou ajuda por estar preocupado ou chateado com algo do trabalho. O que foi feito e o que aconteceu depois?',
        },
      ],
      strong: {
        en: 'Gives concrete things they did to connect (listened, followed up, showed interest in the other’s goals), a result, and knows how their reserve comes across.',
        es: 'Da acciones concretas para conectar (escuchó, hizo seguimiento, se interesó por los objetivos del otro), un resultado, y sabe cómo se percibe su reserva.',
        pt: 'Cita ações concretas para criar vínculo (ouviu, acompanhou, interessou-se pelos objetivos do outro), um resultado, e sabe como sua reserva é percebida.',
      },
      weak: {
        en: 'Left the relationship to chance or to others, reduced it to the task alone without seeing the cost, or offers only generalities.',
        es: 'Dejó la relación al azar o en manos de otros, la redujo solo a la tarea sin ver el coste, o solo ofrece generalidades.',
        pt: 'Deixou a relação ao acaso ou nas mãos de outros, reduziu-a apenas à tarefa sem ver o custo, ou só oferece generalidades.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E1 (Warmth), low pole; Supporting & Cooperating (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  gregariousness: {
    high: {
      focus: {
        en: 'How a person who enjoys company sustains focus and output in work done mostly alone.',
        es: 'Cómo mantiene la concentración y el rendimiento en un trabajo mayormente solitario una persona que disfruta de la compañía.',
        pt: 'Como uma pessoa que gosta de companhia mantém o foco e a produção num trabalho feito quase sempre sozinha.',
      },
      questions: [
        {
          en: 'Tell me about a time you worked for a long stretch mostly on your own. How did you organise your days, and what did you deliver?',
          es: 'Cuéntame una ocasión en la que trabajaste mucho tiempo casi siempre solo o sola. ¿Cómo organizabas tus días y qué entregaste?',
          pt: 'Conte uma situação em que foi preciso trabalhar por um longo período praticamente sem companhia. Como os dias eram organizados e o que foi entregue?',
        },
        {
          en: 'Describe a problem where you had to choose between working it out alone and bringing others in. What did you choose, and how did it turn out?',
          es: 'Descríbeme un problema en el que tuviste que elegir entre resolverlo por tu cuenta o involucrar a otros. ¿Qué elegiste y cómo salió?',
          pt: 'Descreva um problema em que foi preciso escolher entre resolvê-lo sem ajuda ou envolver outras pessoas. Qual foi a escolha e como terminou?',
        },
      ],
      strong: {
        en: 'Describes a real period of solitary work with the routines that kept it productive, a concrete deliverable, and an honest view of when involving others helps and when it distracts.',
        es: 'Describe un periodo real de trabajo en solitario con las rutinas que lo hicieron productivo, un resultado concreto y una visión honesta de cuándo involucrar a otros ayuda y cuándo distrae.',
        pt: 'Descreve um período real de trabalho solitário com as rotinas que o tornaram produtivo, uma entrega concreta e uma visão honesta de quando envolver outros ajuda e quando distrai.',
      },
      weak: {
        en: 'Has no example of sustained solitary work, describes output dropping without a response, or brought people in by habit rather than need.',
        es: 'No tiene ejemplos de trabajo solitario prolongado, describe que el rendimiento bajó sin reaccionar, o involucró a otros por costumbre más que por necesidad.',
        pt: 'Não tem exemplo de trabalho solitário prolongado, descreve queda de produção sem reação, ou envolveu outros por hábito e não por necessidade.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E2 (Gregariousness); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How a person who prefers fewer people handles work that needs constant contact with groups and a wide network.',
        es: 'Cómo maneja una persona que prefiere el trato con pocas personas un trabajo que exige contacto constante con grupos y una red amplia.',
        pt: 'Como uma pessoa que prefere conviver com poucos lida com um trabalho que exige contato constante com grupos e uma rede ampla.',
      },
      questions: [
        {
          en: 'Tell me about a time your work depended on contacts outside your immediate team. How did you build and keep them, and what came of it?',
          es: 'Cuéntame una ocasión en la que tu trabajo dependía de contactos fuera de tu equipo directo. ¿Cómo los creaste y mantuviste, y qué resultó de ello?',
          pt: 'Conte uma situação em que o trabalho dependia de contatos fora da equipe direta. Como esses contatos foram criados e mantidos, e qual foi o resultado?',
        },
        {
          en: 'Describe a period when your role involved many meetings, events or group work. How did you approach it, and what was the result?',
          es: 'Descríbeme un periodo en el que tu puesto implicaba muchas reuniones, eventos o trabajo en grupo. ¿Cómo lo abordaste y cuál fue el resultado?',
          pt: 'Descreva um período em que a função envolvia muitas reuniões, eventos ou trabalho em grupo. Como isso foi encarado e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Names concrete ways they built contacts or took part in group work, what it produced, and how they manage their energy across a busy social schedule.',
        es: 'Nombra formas concretas en que creó contactos o participó en el trabajo en grupo, lo que eso produjo y cómo administra su energía en una agenda social intensa.',
        pt: 'Cita formas concretas de criar contatos ou participar do trabalho em grupo, o que isso gerou e como administra a própria energia numa agenda social intensa.',
      },
      weak: {
        en: 'Kept contact to the minimum without noticing what was lost, relied on others to hold the network, or answers only in general terms.',
        es: 'Redujo el contacto al mínimo sin notar lo que se perdía, dependió de otros para mantener la red, o responde solo en términos generales.',
        pt: 'Reduziu o contato ao mínimo sem notar o que se perdia, dependeu de outros para manter a rede, ou responde só em termos gerais.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E2 (Gregariousness), low pole; Interacting & Presenting (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  assertiveness: {
    high: {
      focus: {
        en: 'Whether a readiness to take charge and speak up leaves room for others’ views and for following someone else’s lead.',
        es: 'Si la disposición a tomar el mando y hacerse oír deja espacio para las opiniones de otros y para seguir el liderazgo de otra persona.',
        pt: 'Se a disposição de assumir o comando e se fazer ouvir deixa espaço para a opinião dos outros e para seguir a liderança de outra pessoa.',
      },
      questions: [
        {
          en: 'Tell me about a time someone else was leading a piece of work and you thought it should go differently. What did you do, and what happened?',
          es: 'Cuéntame una ocasión en la que otra persona dirigía un trabajo y pensabas que debía hacerse de otra forma. ¿Qué hiciste y qué pasó?',
          pt: 'Conte uma situação em que outra pessoa liderava um trabalho e havia a convicção de que deveria ser feito de outro jeito. O que foi feito e o que aconteceu?',
        },
        {
          en: 'Describe a discussion where other people’s arguments ended up changing your position. How did that come about, and what was decided?',
          es: 'Descríbeme una discusión en la que los argumentos de otros acabaron cambiando tu postura. ¿Cómo ocurrió y qué se decidió?',
          pt: 'Descreva uma discussão em que os argumentos de outras pessoas acabaram mudando a posição defendida. Como isso aconteceu e o que foi decidido?',
        },
        {
          en: 'Walk me through a meeting you ran where quieter people had something important to add. How did it come out, and what difference did it make?',
          es: 'Explícame una reunión que dirigiste en la que personas más calladas tenían algo importante que aportar. ¿Cómo salió a la luz y qué cambió?',
          pt: 'Descreva uma reunião conduzida em que pessoas mais caladas tinham algo importante a acrescentar. Como isso veio à tona e que diferença fez?',
        },
      ],
      strong: {
        en: 'Gives an episode where they voiced a view yet supported another’s lead or changed their mind on the merits, drew others in, and can name the result.',
        es: 'Da un episodio en el que expresó su opinión pero apoyó el liderazgo de otro o cambió de idea por buenos argumentos, dio voz a otros, y puede nombrar el resultado.',
        pt: 'Traz um episódio em que expressou sua opinião mas apoiou a liderança de outro ou mudou de ideia pelos argumentos, deu voz aos outros e sabe dizer o resultado.',
      },
      weak: {
        en: 'Took over or kept pushing regardless, cannot recall being persuaded, or describes others’ views only as obstacles.',
        es: 'Tomó el control o siguió insistiendo pese a todo, no recuerda que otros le hayan hecho cambiar de idea, o describe las opiniones de otros solo como obstáculos.',
        pt: 'Assumiu o controle ou continuou insistindo de qualquer jeito, não se lembra de ter mudado de ideia pelos argumentos de outros, ou descreve a opinião dos outros só como obstáculo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E3 (Assertiveness); Leading & Deciding (Bartram, 2005); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'Whether the person states and defends a view when it matters, including against resistance or more senior people.',
        es: 'Si la persona expresa y defiende su punto de vista cuando importa, incluso frente a resistencias o personas de mayor rango.',
        pt: 'Se a pessoa expõe e defende seu ponto de vista quando importa, inclusive diante de resistência ou de pessoas mais seniores.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to push a view or proposal against resistance. What did you do, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que tuviste que sacar adelante una idea o propuesta frente a resistencias. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que foi preciso defender uma ideia ou proposta diante de resistência. O que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe a situation where a group was heading towards a decision you had doubts about. What did you do, and how did it end?',
          es: 'Descríbeme una situación en la que un grupo se encaminaba hacia una decisión sobre la que tenías dudas. ¿Qué hiciste y cómo terminó?',
          pt: 'Descreva uma situação em que um grupo caminhava para uma decisão que gerava dúvidas. O que foi feito e como terminou?',
        },
        {
          en: 'Walk me through a time you had to take the lead on something without being formally in charge. How did you go about it, and what happened?',
          es: 'Explícame una ocasión en la que tuviste que tomar la iniciativa en algo sin tener un cargo formal de responsable. ¿Cómo lo hiciste y qué pasó?',
          pt: 'Descreva uma ocasião em que foi preciso tomar a frente de algo sem ter o papel formal de responsável. Como isso foi feito e o que aconteceu?',
        },
      ],
      strong: {
        en: 'Describes speaking up in a specific case: how they prepared the argument, whom they persuaded, what resulted, and where they have learnt to speak earlier.',
        es: 'Describe cómo se hizo oír en un caso concreto: cómo preparó el argumento, a quién convenció, qué resultó, y dónde ha aprendido a intervenir antes.',
        pt: 'Descreve ter se posicionado num caso concreto: como preparou o argumento, quem convenceu, o que resultou e onde aprendeu a se manifestar mais cedo.',
      },
      weak: {
        en: 'Kept doubts to themselves or raised them only afterwards, let others carry the case, or can only say what they would have done.',
        es: 'Se guardó las dudas o las planteó solo después, dejó que otros defendieran el asunto, o solo puede decir lo que habría hecho.',
        pt: 'Guardou as dúvidas ou só as levantou depois, deixou outros defenderem a questão, ou só consegue dizer o que teria feito.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E3 (Assertiveness), low pole; Leading & Deciding (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  activity: {
    high: {
      focus: {
        en: 'How a fast personal tempo fits work that needs patience, waiting on others or a steady, unhurried pace.',
        es: 'Cómo encaja un ritmo personal rápido en un trabajo que pide paciencia, esperar a otros o un ritmo constante y sin prisas.',
        pt: 'Como um ritmo pessoal acelerado se encaixa num trabalho que pede paciência, espera pelos outros ou um ritmo constante e sem pressa.',
      },
      questions: [
        {
          en: 'Tell me about a task that could not be hurried, because it depended on others, a long approval or careful checking. How did you work through it, and what was the result?',
          es: 'Cuéntame una tarea que no se podía acelerar porque dependía de otros, de una aprobación larga o de una revisión minuciosa. ¿Cómo la sacaste adelante y cuál fue el resultado?',
          pt: 'Conte sobre uma tarefa que não podia ser acelerada, por depender de outros, de uma aprovação demorada ou de uma revisão cuidadosa. Como ela foi conduzida e qual foi o resultado?',
        },
        {
          en: 'Describe a time you had many things going on at once. How did you decide what to drop, delay or hand over, and how did it turn out?',
          es: 'Descríbeme una ocasión en la que tenías muchas cosas en marcha a la vez. ¿Cómo decidiste qué dejar, aplazar o delegar, y cómo salió?',
          pt: 'Descreva uma ocasião com muitas frentes abertas ao mesmo tempo. Como foi decidido o que abandonar, adiar ou delegar, e como terminou?',
        },
      ],
      strong: {
        en: 'Shows a concrete case of matching pace to the work, with clear choices about what to drop or wait for, a result, and awareness of how their tempo affects others.',
        es: 'Muestra un caso concreto en el que ajustó el ritmo al trabajo, con decisiones claras sobre qué dejar o esperar, un resultado y conciencia de cómo su ritmo afecta a otros.',
        pt: 'Mostra um caso concreto de ajuste do ritmo ao trabalho, com escolhas claras sobre o que abandonar ou esperar, um resultado e consciência de como seu ritmo afeta os outros.',
      },
      weak: {
        en: 'Took on everything and describes quality or colleagues suffering without noticing, pushed others to go faster regardless, or gives no example.',
        es: 'Asumió todo y describe que la calidad o los compañeros se resintieron sin darse cuenta, presionó a otros para ir más rápido de todos modos, o no da ejemplo.',
        pt: 'Assumiu tudo e descreve a qualidade ou os colegas sendo prejudicados sem perceber, pressionou os outros a acelerar de qualquer jeito, ou não dá exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E4 (Activity); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How a person with a measured, unhurried pace copes with sustained high tempo and many demands at once.',
        es: 'Cómo afronta una persona de ritmo pausado un ritmo alto y sostenido y muchas demandas simultáneas.',
        pt: 'Como uma pessoa de ritmo calmo lida com um ritmo alto e prolongado e muitas demandas ao mesmo tempo.',
      },
      questions: [
        {
          en: 'Tell me about the busiest period you have had at work. How did you organise yourself, and what did you get done?',
          es: 'Cuéntame el periodo de más trabajo que has tenido. ¿Cómo te organizaste y qué lograste sacar adelante?',
          pt: 'Conte sobre o período de maior volume de trabalho já enfrentado. Como foi a organização e o que foi entregue?',
        },
        {
          en: 'Describe a time you needed to speed up your usual pace because the situation demanded it. What did you change, and what was the result?',
          es: 'Descríbeme una ocasión en la que tuviste que acelerar tu ritmo habitual porque la situación lo exigía. ¿Qué cambiaste y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que foi preciso acelerar o ritmo habitual porque a situação exigia. O que mudou e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Gives a concrete busy period with the methods that kept output up (priorities, batching, saying no), what was delivered, and where their pace is an asset or a limit.',
        es: 'Da un periodo concreto de mucho trabajo con los métodos que mantuvieron el rendimiento (prioridades, agrupar tareas, decir que no), lo entregado, y dónde su ritmo es una ventaja o un límite.',
        pt: 'Traz um período concreto de muito trabalho com os métodos que mantiveram a produção (prioridades, agrupar tarefas, dizer não), o que foi entregue e onde seu ritmo é vantagem ou limite.',
      },
      weak: {
        en: 'Describes falling behind without a response, counts on deadlines moving, or says they have not faced a busy period.',
        es: 'Describe que se retrasó sin reaccionar, cuenta con que los plazos se muevan, o dice no haber tenido nunca un periodo de mucho trabajo.',
        pt: 'Descreve ter ficado para trás sem reagir, conta com a mudança de prazos, ou diz nunca ter passado por um período de muito trabalho.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E4 (Activity), low pole; Organising & Executing (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  excitement_seeking: {
    high: {
      focus: {
        en: 'How a taste for stimulation and novelty fits routine, repetitive work, and how the person weighs bold options against safe ones.',
        es: 'Cómo encaja el gusto por la estimulación y la novedad en un trabajo rutinario y repetitivo, y cómo sopesa la persona las opciones audaces frente a las seguras.',
        pt: 'Como o gosto por estímulo e novidade se encaixa num trabalho rotineiro e repetitivo, e como a pessoa pesa opções ousadas contra opções seguras.',
      },
      questions: [
        {
          en: 'Tell me about a time routine work had to be done carefully over a long period. How did you keep the quality up, and how did it go?',
          es: 'Cuéntame una ocasión en la que un trabajo rutinario tuvo que hacerse con cuidado durante mucho tiempo. ¿Cómo mantuviste la calidad y cómo salió?',
          pt: 'Conte uma situação em que um trabalho rotineiro precisou ser feito com cuidado por muito tempo. Como a qualidade foi mantida e como foi?',
        },
        {
          en: 'Describe a decision at work where one option was bolder and another safer. What did you choose, why, and what was the outcome?',
          es: 'Descríbeme una decisión de trabajo en la que una opción era más audaz y otra más segura. ¿Qué elegiste, por qué y cuál fue el resultado?',
          pt: 'Descreva uma decisão de trabalho em que uma opção era mais ousada e outra mais segura. Qual foi a escolha, por quê, e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes keeping standards in dull work with concrete habits, weighs risk openly in a real decision, reports the result, and knows where novelty-seeking helps or hurts.',
        es: 'Describe cómo mantuvo el nivel en un trabajo monótono con hábitos concretos, sopesa el riesgo abiertamente en una decisión real, informa del resultado y sabe dónde la búsqueda de novedad ayuda o perjudica.',
        pt: 'Descreve como manteve o padrão num trabalho monótono com hábitos concretos, pesa o risco abertamente numa decisão real, relata o resultado e sabe onde a busca por novidade ajuda ou atrapalha.',
      },
      weak: {
        en: 'Describes errors creeping in or handing off routine work without concern, chose the bold option for its own sake, or has no example.',
        es: 'Describe errores que se fueron colando o que delegó el trabajo rutinario sin preocuparse, eligió lo audaz por sí mismo, o no tiene ejemplo.',
        pt: 'Descreve erros surgindo ou o repasse do trabalho rotineiro sem preocupação, escolheu a opção ousada só por ser ousada, ou não tem exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E5 (Excitement-seeking); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How a person who prefers calm, predictable settings handles hectic, fast-changing environments and untested options.',
        es: 'Cómo maneja una persona que prefiere entornos tranquilos y previsibles los contextos agitados, cambiantes y las opciones no probadas.',
        pt: 'Como uma pessoa que prefere ambientes calmos e previsíveis lida com contextos agitados, em rápida mudança, e com opções não testadas.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to work in an unfamiliar, fast-changing or hectic environment. What did you do to find your feet, and how did it go?',
          es: 'Cuéntame una ocasión en la que tuviste que trabajar en un entorno desconocido, cambiante o agitado. ¿Qué hiciste para situarte y cómo salió?',
          pt: 'Conte uma situação de trabalho num ambiente desconhecido, em rápida mudança ou agitado. O que foi feito para se situar e como foi?',
        },
        {
          en: 'Describe a situation where you had to choose between a proven approach and an untested one. What did you choose and why, and what happened?',
          es: 'Descríbeme una situación en la que tuviste que elegir entre un enfoque probado y uno sin probar. ¿Qué elegiste y por qué, y qué pasó?',
          pt: 'Descreva uma situação em que foi preciso escolher entre uma abordagem comprovada e uma não testada. Qual foi a escolha, por quê, e o que aconteceu?',
        },
      ],
      strong: {
        en: 'Describes adapting to a hectic setting with concrete steps, weighs the untested option on its merits, gives the result, and knows when their caution is useful.',
        es: 'Describe cómo se adaptó a un entorno agitado con pasos concretos, valora la opción no probada por sus méritos, da el resultado y sabe cuándo su prudencia es útil.',
        pt: 'Descreve a adaptação a um ambiente agitado com passos concretos, avalia a opção não testada pelos méritos, dá o resultado e sabe quando sua cautela é útil.',
      },
      weak: {
        en: 'Avoided the hectic setting or the new option by default without weighing it, describes waiting for things to calm down, or has no example.',
        es: 'Evitó el entorno agitado o la opción nueva por sistema sin valorarla, describe que esperó a que las cosas se calmaran, o no tiene ejemplo.',
        pt: 'Evitou o ambiente agitado ou a opção nova por padrão sem avaliá-la, descreve ter esperado as coisas se acalmarem, ou não tem exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E5 (Excitement-seeking), low pole; Adapting & Coping (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  positive_emotions: {
    high: {
      focus: {
        en: 'Whether enthusiasm and optimism go with a realistic reading of plans and problems, and how that enthusiasm lands with others.',
        es: 'Si el entusiasmo y el optimismo van acompañados de una lectura realista de planes y problemas, y cómo reciben los demás ese entusiasmo.',
        pt: 'Se o entusiasmo e o otimismo vêm com uma leitura realista de planos e problemas, e como esse entusiasmo é recebido pelos outros.',
      },
      questions: [
        {
          en: 'Tell me about a time you were enthusiastic about an idea or project that others were cautious about. What happened, and what did you learn?',
          es: 'Cuéntame una ocasión en la que te entusiasmaba una idea o proyecto que a otros les generaba cautela. ¿Qué pasó y qué aprendiste?',
          pt: 'Conte uma situação de entusiasmo com uma ideia ou projeto que deixava outras pessoas cautelosas. O que aconteceu e qual foi o aprendizado?',
        },
        {
          en: 'Walk me through a plan or estimate of yours that turned out very different from reality, in either direction. What did you do when you saw the gap?',
          es: 'Explícame un plan o una estimación tuya que resultó muy distinta de la realidad, en un sentido u otro. ¿Qué hiciste al ver la diferencia?',
          pt: 'Descreva um plano ou uma estimativa que se mostrou muito diferente da realidade, para mais ou para menos. O que foi feito ao perceber a diferença?',
        },
      ],
      strong: {
        en: 'Shows enthusiasm tested against facts in a real case, takes others’ caution seriously, adjusts when the numbers disagree, and names the result.',
        es: 'Muestra un entusiasmo contrastado con los hechos en un caso real, toma en serio la cautela de otros, se ajusta cuando los datos no acompañan y nombra el resultado.',
        pt: 'Mostra entusiasmo confrontado com os fatos num caso real, leva a sério a cautela dos outros, ajusta quando os números discordam e cita o resultado.',
      },
      weak: {
        en: 'Treats cautious colleagues as negative, recalls only estimates that came out well, or describes a missed target without any change.',
        es: 'Trata a los compañeros cautelosos como negativos, solo recuerda estimaciones que salieron bien, o describe un objetivo incumplido sin ningún cambio.',
        pt: 'Trata colegas cautelosos como negativos, só se lembra de estimativas que deram certo, ou descreve uma meta não atingida sem mudança alguma.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E6 (Positive emotions); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How a more serious, low-key person conveys energy and conviction to others when the role calls for it.',
        es: 'Cómo transmite energía y convicción a los demás una persona más seria y contenida cuando el puesto lo requiere.',
        pt: 'Como uma pessoa mais séria e contida transmite energia e convicção aos outros quando a função exige.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to get others enthusiastic about an idea, a product or a change. What did you do, and how did they respond?',
          es: 'Cuéntame una ocasión en la que tuviste que entusiasmar a otros con una idea, un producto o un cambio. ¿Qué hiciste y cómo respondieron?',
          pt: 'Conte uma situação em que foi preciso despertar o entusiasmo de outras pessoas por uma ideia, um produto ou uma mudança. O que foi feito e como reagiram?',
        },
        {
          en: 'Describe a situation where a team’s morale was low. What did you do, and what came of it?',
          es: 'Descríbeme una situación en la que la moral de un equipo estaba baja. ¿Qué hiciste y qué resultó de ello?',
          pt: 'Descreva uma situação em que o ânimo de uma equipe estava baixo. O que foi feito e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes concrete ways they conveyed conviction in their own style (evidence, a clear story, recognising others), how people responded, and how their manner reads to others.',
        es: 'Describe formas concretas en que transmitió convicción a su manera (datos, un relato claro, reconocer a otros), cómo respondió la gente y cómo perciben los demás su estilo.',
        pt: 'Descreve formas concretas de transmitir convicção do seu jeito (evidências, uma narrativa clara, reconhecer os outros), como as pessoas reagiram e como seu estilo é percebido.',
      },
      weak: {
        en: 'Left motivating others to someone else without seeing the cost, treats morale as not their concern, or offers no example.',
        es: 'Dejó la motivación de los demás en manos de otro sin ver el coste, considera que la moral no es asunto suyo, o no ofrece ejemplo.',
        pt: 'Deixou a motivação dos outros a cargo de outra pessoa sem ver o custo, considera que o ânimo da equipe não é assunto seu, ou não traz exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of E6 (Positive emotions), low pole; Interacting & Presenting (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
} satisfies Required<
  Pick<
    QuestionBankPart,
    | 'cordiality'
    | 'gregariousness'
    | 'assertiveness'
    | 'activity'
    | 'excitement_seeking'
    | 'positive_emotions'
  >
>;
