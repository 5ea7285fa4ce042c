import type { QuestionBankPart } from './probe-shape';

/**
 * The probes of the five domains themselves: broader questions than the facets', for a guide that
 * reports a domain outside the profile's range. Each direction asks what that standing costs in a
 * role that wants the other one. Long because it is text in three languages.
 */
export const domainProbes: QuestionBankPart = {
  neuroticism_x_emotional_stability: {
    high: {
      focus: {
        en: 'How the person handles pressure, setbacks and criticism across situations, and whether composure and judgement hold when the stakes rise.',
        es: 'Cómo maneja la persona la presión, los reveses y las críticas en distintas situaciones, y si la compostura y el criterio se mantienen cuando aumenta lo que está en juego.',
        pt: 'Como a pessoa lida com pressão, reveses e críticas em diferentes situações, e se a compostura e o discernimento se mantêm quando aumenta o que está em jogo.',
      },
      questions: [
        {
          en: 'Tell me about the most stressful situation you have faced at work in the last two years. What did you do, and how did it end?',
          es: 'Cuéntame la situación más estresante que has vivido en el trabajo en los últimos dos años. ¿Qué hiciste y cómo terminó?',
          pt: 'Conte sobre a situação mais estressante enfrentada no trabalho nos últimos dois anos. O que foi feito e como terminou?',
        },
        {
          en: 'Describe a time you received hard criticism of your work. How did you respond, at the moment and afterwards?',
          es: 'Descríbeme una ocasión en la que recibiste una crítica dura sobre tu trabajo. ¿Cómo respondiste en ese momento y después?',
          pt: 'Descreva uma ocasião em que o trabalho recebeu uma crítica dura. Como foi a reação no momento e depois?',
        },
        {
          en: 'Walk me through a time several things went wrong at once. What did you do first, and why?',
          es: 'Explícame una ocasión en la que varias cosas salieron mal a la vez. ¿Qué hiciste primero y por qué?',
          pt: 'Descreva uma ocasião em que várias coisas deram errado ao mesmo tempo. O que foi feito primeiro e por quê?',
        },
      ],
      strong: {
        en: 'A specific episode, told candidly: what the pressure was, what they did to stay effective, what came of it, and what they know about how they react under strain.',
        es: 'Un episodio concreto, contado con franqueza: cuál era la presión, qué hizo para seguir siendo eficaz, qué resultó y qué sabe de cómo reacciona bajo tensión.',
        pt: 'Um episódio concreto, contado com franqueza: qual era a pressão, o que fez para continuar eficaz, o que resultou e o que sabe sobre como reage sob tensão.',
      },
      weak: {
        en: 'Vague or hypothetical, dwells on how bad it was rather than what they did, blames others for the pressure, or claims nothing ever affects them.',
        es: 'Vago o hipotético, se detiene en lo mal que fue y no en lo que hizo, culpa a otros de la presión, o afirma que nada le afecta nunca.',
        pt: 'Vago ou hipotético, fica em quão ruim foi e não no que fez, culpa os outros pela pressão, ou afirma que nunca se abala com nada.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Neuroticism domain; Adapting & Coping (Bartram, 2005); Huffcutt et al. (2001) on emotional stability as a construct interviews assess; behavioural event interviewing (Janz, 1982)',
    },
    low: {
      focus: {
        en: 'Whether steady composure goes with enough alertness to risks and with understanding for colleagues who feel pressure more.',
        es: 'Si una compostura estable va acompañada de suficiente atención a los riesgos y de comprensión hacia los compañeros que sienten más la presión.',
        pt: 'Se uma compostura estável vem acompanhada de atenção suficiente aos riscos e de compreensão pelos colegas que sentem mais a pressão.',
      },
      questions: [
        {
          en: 'Tell me about a time you misjudged how serious a problem or risk was. What happened, and what did you do?',
          es: 'Cuéntame una ocasión en la que calculaste mal la gravedad de un problema o riesgo. ¿Qué pasó y qué hiciste?',
          pt: 'Conte uma situação em que a gravidade de um problema ou risco foi mal avaliada. O que aconteceu e o que foi feito?',
        },
        {
          en: 'Describe a time a colleague was visibly worried about something you saw as manageable. What did you do, and how did it go?',
          es: 'Descríbeme una ocasión en la que un compañero estaba visiblemente preocupado por algo que para ti era manejable. ¿Qué hiciste y cómo fue?',
          pt: 'Descreva uma ocasião em que um colega estava visivelmente preocupado com algo que parecia administrável. O que foi feito e como foi?',
        },
      ],
      strong: {
        en: 'Owns a misjudgement and what they changed, took the colleague’s concern seriously and acted on its substance, and reports the outcome.',
        es: 'Asume un error de cálculo y lo que cambió, tomó en serio la preocupación del compañero y actuó sobre el fondo, e informa del resultado.',
        pt: 'Assume um erro de avaliação e o que mudou, levou a sério a preocupação do colega e agiu sobre o conteúdo dela, e relata o resultado.',
      },
      weak: {
        en: 'Cannot recall underestimating anything, dismisses the colleague’s worry as overreaction, or answers in general terms only.',
        es: 'No recuerda haber subestimado nada, descarta la preocupación del compañero como exagerada, o responde solo en términos generales.',
        pt: 'Não se lembra de ter subestimado nada, descarta a preocupação do colega como exagero, ou responde só em termos gerais.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Neuroticism domain, low pole (emotional stability); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
  extraversion: {
    high: {
      focus: {
        en: 'How social energy, assertiveness and pace show at work, and how the person works when the role needs quiet, solitary or patient effort.',
        es: 'Cómo se manifiestan en el trabajo la energía social, la asertividad y el ritmo, y cómo trabaja la persona cuando el puesto pide un esfuerzo tranquilo, solitario o paciente.',
        pt: 'Como a energia social, a assertividade e o ritmo aparecem no trabalho, e como a pessoa trabalha quando a função pede esforço silencioso, solitário ou paciente.',
      },
      questions: [
        {
          en: 'Tell me about a time your work needed long, quiet concentration with little contact with others. How did you approach it, and what did you deliver?',
          es: 'Cuéntame una ocasión en la que tu trabajo exigía una concentración larga y tranquila, con poco contacto con otros. ¿Cómo lo abordaste y qué entregaste?',
          pt: 'Conte uma situação em que o trabalho exigia concentração longa e silenciosa, com pouco contato com outras pessoas. Como isso foi encarado e o que foi entregue?',
        },
        {
          en: 'Describe a situation where you had to let others take the lead in a discussion or a project. How did it go for you and for the work?',
          es: 'Descríbeme una situación en la que tuviste que dejar que otros llevaran la voz cantante en una discusión o un proyecto. ¿Cómo fue para ti y para el trabajo?',
          pt: 'Descreva uma situação em que foi preciso deixar outras pessoas conduzirem uma discussão ou um projeto. Como foi a experiência e como ficou o trabalho?',
        },
      ],
      strong: {
        en: 'Gives concrete episodes of sustained quiet work and of stepping back, with results, and knows when their energy helps a group and when it crowds others out.',
        es: 'Da episodios concretos de trabajo tranquilo y sostenido y de ceder el protagonismo, con resultados, y sabe cuándo su energía ayuda a un grupo y cuándo resta espacio a otros.',
        pt: 'Traz episódios concretos de trabalho silencioso prolongado e de ceder o protagonismo, com resultados, e sabe quando sua energia ajuda um grupo e quando tira espaço dos outros.',
      },
      weak: {
        en: 'Has no example of quiet or background work, describes taking over anyway, or treats solitary tasks as something to get others to do.',
        es: 'No tiene ejemplos de trabajo tranquilo o en segundo plano, describe que acabó tomando el control igualmente, o ve las tareas solitarias como algo que pasar a otros.',
        pt: 'Não tem exemplo de trabalho silencioso ou nos bastidores, descreve ter assumido o controle mesmo assim, ou vê tarefas solitárias como algo a repassar.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Extraversion domain; Interacting & Presenting and Leading & Deciding (Bartram, 2005); Barrick & Mount (1991) on extraversion and job performance',
    },
    low: {
      focus: {
        en: 'How the person handles the social demands of a role: meeting new people, speaking up, persuading and carrying a group.',
        es: 'Cómo maneja la persona las exigencias sociales de un puesto: conocer gente nueva, hacerse oír, persuadir y movilizar a un grupo.',
        pt: 'Como a pessoa lida com as exigências sociais de uma função: conhecer gente nova, se posicionar, persuadir e mobilizar um grupo.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to win over people you did not know to an idea or proposal. What did you do, and what was the result?',
          es: 'Cuéntame una ocasión en la que tuviste que convencer de una idea o propuesta a personas que no conocías. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que foi preciso convencer pessoas desconhecidas de uma ideia ou proposta. O que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe a situation where you had to take the lead in a group. How did you go about it, and how did it turn out?',
          es: 'Descríbeme una situación en la que tuviste que tomar la iniciativa en un grupo. ¿Cómo lo hiciste y cómo salió?',
          pt: 'Descreva uma situação em que foi preciso assumir a liderança de um grupo. Como isso foi feito e como terminou?',
        },
      ],
      strong: {
        en: 'Describes concrete actions to reach people and move a group in their own style, the response they got, and where they push themselves to speak up.',
        es: 'Describe acciones concretas para llegar a la gente y mover a un grupo a su manera, la respuesta que obtuvo y en qué situaciones se esfuerza por hacerse oír.',
        pt: 'Descreve ações concretas para alcançar as pessoas e mobilizar um grupo do seu jeito, a reação obtida e em que situações se esforça para se posicionar.',
      },
      weak: {
        en: 'Avoided the situation or left it to others without seeing the cost, gives no example, or speaks only of what they would do.',
        es: 'Evitó la situación o se la dejó a otros sin ver el coste, no da ejemplo, o solo habla de lo que haría.',
        pt: 'Evitou a situação ou deixou para outros sem ver o custo, não dá exemplo, ou só fala do que faria.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Extraversion domain, low pole (introversion); Interacting & Presenting (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  openness_to_experience: {
    high: {
      focus: {
        en: 'Whether curiosity and an appetite for new ideas fit work that needs proven methods, consistency and set procedures.',
        es: 'Si la curiosidad y el gusto por las ideas nuevas encajan en un trabajo que pide métodos probados, constancia y procedimientos establecidos.',
        pt: 'Se a curiosidade e o gosto por ideias novas se encaixam num trabalho que pede métodos comprovados, consistência e procedimentos definidos.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to follow an established procedure you thought could be improved. What did you do, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que tuviste que seguir un procedimiento establecido que creías mejorable. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que foi preciso seguir um procedimento estabelecido que parecia poder ser melhorado. O que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe a project where a new idea of yours had to be weighed against keeping things simple and proven. How did you decide, and how did it turn out?',
          es: 'Descríbeme un proyecto en el que una idea nueva tuya tuvo que sopesarse frente a mantener lo sencillo y probado. ¿Cómo decidiste y cómo salió?',
          pt: 'Descreva um projeto em que uma ideia nova teve de ser pesada contra manter o que era simples e comprovado. Como foi a decisão e como terminou?',
        },
      ],
      strong: {
        en: 'Describes following the procedure while proposing the change through the proper channel, weighs novelty against cost in a real case, and gives the result.',
        es: 'Describe cómo siguió el procedimiento mientras proponía el cambio por el cauce adecuado, sopesa novedad frente a coste en un caso real y da el resultado.',
        pt: 'Descreve ter seguido o procedimento enquanto propunha a mudança pelo canal adequado, pesa novidade contra custo num caso real e dá o resultado.',
      },
      weak: {
        en: 'Worked around the procedure on their own, pursued the new idea without counting its cost, or sees set methods only as obstacles.',
        es: 'Se saltó el procedimiento por su cuenta, persiguió la idea nueva sin calcular su coste, o ve los métodos establecidos solo como obstáculos.',
        pt: 'Contornou o procedimento por conta própria, seguiu a ideia nova sem calcular o custo, ou vê métodos definidos só como obstáculos.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Openness domain; Creating & Conceptualising (Bartram, 2005); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How the person responds to new ideas, changes of method and problems that have no established answer.',
        es: 'Cómo responde la persona a las ideas nuevas, a los cambios de método y a los problemas sin una respuesta establecida.',
        pt: 'Como a pessoa reage a ideias novas, a mudanças de método e a problemas sem resposta estabelecida.',
      },
      questions: [
        {
          en: 'Tell me about a time your way of working had to change because of a new system, method or policy. What did you do, and how did it go?',
          es: 'Cuéntame una ocasión en la que tu forma de trabajar tuvo que cambiar por un sistema, método o norma nuevos. ¿Qué hiciste y cómo fue?',
          pt: 'Conte uma situação em que a forma de trabalhar precisou mudar por causa de um novo sistema, método ou norma. O que foi feito e como foi?',
        },
        {
          en: 'Describe a problem you had to solve that had no established procedure. How did you approach it, and what was the result?',
          es: 'Descríbeme un problema que tuviste que resolver sin un procedimiento establecido. ¿Cómo lo abordaste y cuál fue el resultado?',
          pt: 'Descreva um problema que precisou ser resolvido sem um procedimento estabelecido. Como foi abordado e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes learning the new way and making it work, or building an approach from scratch, with a result, and can say what they valued in the old way and why.',
        es: 'Describe cómo aprendió la nueva forma y la hizo funcionar, o cómo construyó un enfoque desde cero, con un resultado, y sabe decir qué valoraba de la forma anterior y por qué.',
        pt: 'Descreve ter aprendido o novo jeito e feito funcionar, ou ter construído uma abordagem do zero, com um resultado, e sabe dizer o que valorizava no jeito antigo e por quê.',
      },
      weak: {
        en: 'Held on to the old way without weighing the new, waited for someone to supply a procedure, or has no example of an unfamiliar problem.',
        es: 'Se aferró a la forma anterior sin valorar la nueva, esperó a que alguien le diera un procedimiento, o no tiene ejemplo de un problema desconocido.',
        pt: 'Apegou-se ao jeito antigo sem avaliar o novo, esperou alguém fornecer um procedimento, ou não tem exemplo de um problema desconhecido.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Openness domain, low pole; Adapting & Coping (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
  },
  agreeableness_or_amiability: {
    high: {
      focus: {
        en: 'Whether cooperativeness and consideration for others leave room for disagreement, hard negotiation and unpopular decisions.',
        es: 'Si la cooperación y la consideración hacia los demás dejan espacio para discrepar, negociar con firmeza y tomar decisiones impopulares.',
        pt: 'Se a cooperação e a consideração pelos outros deixam espaço para discordar, negociar com firmeza e tomar decisões impopulares.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to defend your team’s or your company’s interests in a negotiation with someone you wanted to keep on good terms with. What did you do, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que tuviste que defender los intereses de tu equipo o empresa en una negociación con alguien con quien querías mantener una buena relación. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que foi preciso defender os interesses da equipe ou da empresa numa negociação com alguém com quem se queria manter uma boa relação. O que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe a time you had to turn down a request from a colleague or client. How did you handle it, and how did the relationship go afterwards?',
          es: 'Descríbeme una ocasión en la que tuviste que rechazar una petición de un compañero o cliente. ¿Cómo lo manejaste y cómo siguió la relación después?',
          pt: 'Descreva uma ocasião em que foi preciso recusar um pedido de um colega ou cliente. Como isso foi conduzido e como ficou a relação depois?',
        },
      ],
      strong: {
        en: 'Held a position or said no in a real case while staying respectful, explains how they balanced the relationship against the interest at stake, and gives the result.',
        es: 'Mantuvo una postura o dijo que no en un caso real sin perder el respeto, explica cómo equilibró la relación con el interés en juego y da el resultado.',
        pt: 'Manteve uma posição ou disse não num caso real sem perder o respeito, explica como equilibrou a relação com o interesse em jogo e dá o resultado.',
      },
      weak: {
        en: 'Gave way to keep the peace without seeing what was lost, avoided the conversation, or cannot recall ever saying no.',
        es: 'Cedió para mantener la paz sin ver lo que se perdía, evitó la conversación, o no recuerda haber dicho nunca que no.',
        pt: 'Cedeu para manter a paz sem ver o que se perdia, evitou a conversa, ou não se lembra de ter dito não alguma vez.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Agreeableness domain; Supporting & Cooperating and Enterprising & Performing (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
    low: {
      focus: {
        en: 'How the person cooperates, handles disagreement and takes others’ needs into account while pursuing their own goals.',
        es: 'Cómo coopera la persona, cómo maneja los desacuerdos y cómo tiene en cuenta las necesidades de otros mientras persigue sus propios objetivos.',
        pt: 'Como a pessoa coopera, lida com divergências e leva em conta as necessidades dos outros enquanto persegue os próprios objetivos.',
      },
      questions: [
        {
          en: 'Tell me about a time you disagreed with a colleague and still had to work closely with them. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que no estabas de acuerdo con un compañero y aun así tenías que trabajar estrechamente con esa persona. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação de desacordo com um colega com quem ainda assim era preciso trabalhar de perto. O que foi feito e como terminou?',
        },
        {
          en: 'Describe a time a colleague asked for your help while you were busy with your own priorities. What did you do, and what came of it?',
          es: 'Descríbeme una ocasión en la que un compañero te pidió ayuda cuando tenías entre manos tus propias prioridades. ¿Qué hiciste y qué resultó?',
          pt: 'Descreva uma ocasião em que um colega pediu ajuda num momento de muitas prioridades próprias. O que foi feito e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes a concrete disagreement handled on the issue, a working arrangement that held, a considered choice about helping, and the result for both sides.',
        es: 'Describe un desacuerdo concreto tratado sobre el fondo, un acuerdo de trabajo que se mantuvo, una decisión meditada sobre ayudar y el resultado para ambas partes.',
        pt: 'Descreve uma divergência concreta tratada no mérito, um acordo de trabalho que se manteve, uma escolha pensada sobre ajudar e o resultado para os dois lados.',
      },
      weak: {
        en: 'Presents the colleague as the whole problem, describes winning the argument as the outcome, or does not consider what the other person needed.',
        es: 'Presenta al compañero como todo el problema, describe ganar la discusión como el resultado, o no considera lo que la otra persona necesitaba.',
        pt: 'Apresenta o colega como todo o problema, descreve vencer a discussão como o resultado, ou não considera o que a outra pessoa precisava.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Agreeableness domain, low pole; Supporting & Cooperating (Bartram, 2005); Huffcutt et al. (2001) on agreeableness as a construct interviews assess',
    },
  },
  perseverance_or_responsibility: {
    high: {
      focus: {
        en: 'Whether thoroughness and drive fit work that needs speed, flexibility and a sense of when something is good enough.',
        es: 'Si la minuciosidad y el empuje encajan en un trabajo que pide rapidez, flexibilidad y saber cuándo algo es suficientemente bueno.',
        pt: 'Se o capricho e a determinação se encaixam num trabalho que pede rapidez, flexibilidade e saber quando algo está bom o bastante.',
      },
      questions: [
        {
          en: 'Tell me about a time priorities changed after you had planned your work carefully. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que las prioridades cambiaron después de que hubieras planificado tu trabajo con cuidado. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que as prioridades mudaram depois de o trabalho ter sido planejado com cuidado. O que foi feito e como terminou?',
        },
        {
          en: 'Describe a situation where you had to deliver something quickly, below the standard you would normally aim for. How did you decide what was good enough, and what happened?',
          es: 'Descríbeme una situación en la que tuviste que entregar algo rápido, por debajo del nivel que normalmente buscarías. ¿Cómo decidiste qué era suficiente y qué pasó?',
          pt: 'Descreva uma situação em que foi preciso entregar algo rapidamente, abaixo do padrão normalmente buscado. Como foi decidido o que bastava e o que aconteceu?',
        },
      ],
      strong: {
        en: 'Describes letting go of a plan or a standard for a good reason in a real case, how they chose what mattered most, and what resulted.',
        es: 'Describe cómo renunció a un plan o a un nivel de exigencia por un buen motivo en un caso real, cómo eligió lo que más importaba y qué resultó.',
        pt: 'Descreve ter aberto mão de um plano ou de um padrão por um bom motivo num caso real, como escolheu o que mais importava e o que resultou.',
      },
      weak: {
        en: 'Kept to the plan or kept polishing regardless of the change, describes missed deadlines as the price of quality, or has no example.',
        es: 'Se mantuvo en el plan o siguió puliendo pese al cambio, describe los plazos incumplidos como el precio de la calidad, o no tiene ejemplo.',
        pt: 'Manteve o plano ou continuou refinando apesar da mudança, descreve prazos perdidos como o preço da qualidade, ou não tem exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Conscientiousness domain; Organising & Executing (Bartram, 2005); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'How the person plans, follows through on commitments and keeps standards up over time.',
        es: 'Cómo planifica la persona, cumple sus compromisos y mantiene el nivel de calidad a lo largo del tiempo.',
        pt: 'Como a pessoa planeja, cumpre compromissos e mantém o padrão de qualidade ao longo do tempo.',
      },
      questions: [
        {
          en: 'Tell me about a long task or project you saw through from start to finish. How did you plan and track it, and what was the result?',
          es: 'Cuéntame una tarea o proyecto largo que llevaste de principio a fin. ¿Cómo lo planificaste y le diste seguimiento, y cuál fue el resultado?',
          pt: 'Conte sobre uma tarefa ou projeto longo conduzido do início ao fim. Como foi planejado e acompanhado, e qual foi o resultado?',
        },
        {
          en: 'Describe a time you committed to a deadline that proved hard to meet. What did you do, and how did it end?',
          es: 'Descríbeme una ocasión en la que te comprometiste con un plazo que resultó difícil de cumplir. ¿Qué hiciste y cómo terminó?',
          pt: 'Descreva uma ocasião em que foi assumido um prazo que se mostrou difícil de cumprir. O que foi feito e como terminou?',
        },
      ],
      strong: {
        en: 'Names the planning and tracking they actually used, warned others early when a deadline was at risk, delivered or renegotiated, and knows which habits keep them on track.',
        es: 'Nombra la planificación y el seguimiento que usó de verdad, avisó pronto cuando un plazo peligraba, entregó o renegoció, y sabe qué hábitos le mantienen en el camino.',
        pt: 'Cita o planejamento e o acompanhamento que de fato usou, avisou cedo quando um prazo estava em risco, entregou ou renegociou, e sabe quais hábitos ajudam a manter o rumo.',
      },
      weak: {
        en: 'Vague about how the work was organised, the deadline simply slipped or was blamed on others, or no project is described in any detail.',
        es: 'Es vago sobre cómo organizó el trabajo, el plazo simplemente se pasó o se culpó a otros, o no describe ningún proyecto con detalle.',
        pt: 'É vago sobre como organizou o trabalho, o prazo simplesmente passou ou a culpa foi dos outros, ou nenhum projeto é descrito em detalhe.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R definition of the Conscientiousness domain, low pole; Organising & Executing (Bartram, 2005); Barrick & Mount (1991) on conscientiousness and job performance',
    },
  },
} satisfies Required<
  Pick<
    QuestionBankPart,
    | 'neuroticism_x_emotional_stability'
    | 'extraversion'
    | 'openness_to_experience'
    | 'agreeableness_or_amiability'
    | 'perseverance_or_responsibility'
  >
>;
