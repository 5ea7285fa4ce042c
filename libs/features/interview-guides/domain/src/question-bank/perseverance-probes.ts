import type { facetsByDomain } from '@facet/assessment-domain';
import type { InterviewProbe, ProbeDirection, QuestionBankPart } from './probe-shape';

type PerseveranceFacet = (typeof facetsByDomain)['perseverance_or_responsibility'][number];

const behaviourDescriptionInterviewing =
  'behaviour description interviewing (Janz, 1982; Motowidlo et al., 1992)';
const organizingAndExecuting = 'Great Eight competency Organizing & Executing (Bartram, 2005)';
const narrowConscientiousnessTraits =
  'validity of narrow Conscientiousness facets (Dudley et al., 2006)';

/**
 * The six Perseverance or Responsibility (Conscientiousness) facets. A high probe looks at what
 * confidence, order, duty, drive, persistence and caution cost where the role needs flexibility
 * or speed; a low probe at how the person plans, keeps commitments and sees work through when the
 * role depends on it.
 */
export const perseveranceProbes: QuestionBankPart = {
  competence: {
    high: {
      focus: {
        en: 'Whether confidence in their own capability is matched by the person checking their limits and asking for help when needed.',
        es: 'Si la confianza en su propia capacidad va acompañada de que la persona reconozca sus límites y pida ayuda cuando hace falta.',
        pt: 'Se a confiança na própria capacidade vem acompanhada de a pessoa reconhecer seus limites e pedir ajuda quando necessário.',
      },
      questions: [
        {
          en: 'Tell me about a time you took on a task you were sure you could handle and it proved harder than expected. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que asumiste una tarea que creías poder manejar sin problema y resultó más difícil de lo esperado. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que assumiu uma tarefa que tinha certeza de conseguir fazer e ela se mostrou mais difícil do que o esperado. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you asked for advice on something within your own area. What prompted it, and what happened?',
          es: 'Describe una ocasión en la que pediste consejo sobre algo de tu propia área. ¿Qué te llevó a hacerlo y qué pasó?',
          pt: 'Descreva uma ocasião em que pediu orientação sobre algo da própria área. O que motivou isso e o que aconteceu?',
        },
      ],
      strong: {
        en: 'A specific episode with an honest account of what they misjudged, what they did to recover, and how they now gauge their limits.',
        es: 'Un episodio concreto con un relato honesto de lo que calculó mal, qué hizo para recuperarse y cómo mide ahora sus límites.',
        pt: 'Um episódio concreto com um relato honesto do que avaliou mal, o que fez para se recuperar e como avalia hoje os próprios limites.',
      },
      weak: {
        en: 'Nothing has ever been beyond them, or every difficulty is put down to others.',
        es: 'Nada ha estado nunca fuera de su alcance, o toda dificultad se atribuye a otros.',
        pt: 'Nada nunca esteve além do seu alcance, ou toda dificuldade é atribuída aos outros.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C1 Competence; IPIP-NEO Self-Efficacy facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person approaches tasks where they must act on their own judgement without feeling fully prepared.',
        es: 'Cómo aborda la persona las tareas en las que debe actuar según su propio criterio sin sentirse del todo preparada.',
        pt: 'Como a pessoa aborda tarefas em que precisa agir pelo próprio julgamento sem se sentir totalmente preparada.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to take on a task you did not feel fully prepared for. How did you get ready, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que tuviste que asumir una tarea para la que sentías que te faltaba preparación. ¿Cómo te preparaste y cuál fue el resultado?',
          pt: 'Conte uma situação em que precisou assumir uma tarefa para a qual sentia que faltava preparo. Como se preparou e qual foi o resultado?',
        },
        {
          en: 'Describe a decision in your area of work that you had to make on your own. Walk me through how you made it and what happened.',
          es: 'Describe una decisión de tu área de trabajo que tuviste que tomar por tu cuenta. Explícame paso a paso cómo la tomaste y qué pasó.',
          pt: 'Descreva uma decisão da sua área de trabalho que precisou tomar por conta própria. Explique passo a passo como a tomou e o que aconteceu.',
        },
      ],
      strong: {
        en: 'A specific case in which they prepared or learnt deliberately, acted, and can assess the result realistically.',
        es: 'Un caso concreto en el que se preparó o aprendió a propósito, actuó y sabe valorar el resultado con realismo.',
        pt: 'Um caso concreto em que se preparou ou aprendeu de propósito, agiu e sabe avaliar o resultado com realismo.',
      },
      weak: {
        en: 'Waited for others to decide, avoided the task, or has no example of acting independently.',
        es: 'Esperó a que otros decidieran, evitó la tarea o no tiene ejemplos de actuar con autonomía.',
        pt: 'Esperou que outros decidissem, evitou a tarefa ou não tem exemplos de agir com autonomia.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C1 Competence; ${organizingAndExecuting}; ${behaviourDescriptionInterviewing}`,
    },
  },
  orderliness: {
    high: {
      focus: {
        en: 'Whether a preference for order and system helps the work and gives way when plans and priorities keep changing.',
        es: 'Si la preferencia por el orden y el método ayuda al trabajo y cede cuando los planes y las prioridades cambian constantemente.',
        pt: 'Se a preferência por ordem e método ajuda o trabalho e cede quando planos e prioridades mudam o tempo todo.',
      },
      questions: [
        {
          en: 'Tell me about a time your plan or way of organising the work had to be dropped at short notice. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tu plan o tu forma de organizar el trabajo tuvo que abandonarse con poco aviso. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que seu plano ou sua forma de organizar o trabalho precisou ser abandonado de uma hora para outra. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you worked in a setting or with people much less organised than you. How did you handle it, and what was the result?',
          es: 'Describe una ocasión en la que trabajaste en un entorno o con personas mucho menos organizadas que tú. ¿Cómo lo manejaste y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que trabalhou num ambiente ou com pessoas muito menos organizadas. Como lidou com isso e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific episode of adapting: structure kept where it helped and let go where it did not, with a result.',
        es: 'Un episodio concreto de adaptación: mantuvo la estructura donde ayudaba y la soltó donde no, con un resultado.',
        pt: 'Um episódio concreto de adaptação: manteve a estrutura onde ajudava e abriu mão dela onde não, com um resultado.',
      },
      weak: {
        en: 'Disruption described only as others’ failure, or the plan kept rigidly whatever the cost.',
        es: 'Los imprevistos se describen solo como fallos de otros, o el plan se mantiene con rigidez a cualquier coste.',
        pt: 'Os imprevistos são descritos só como falha dos outros, ou o plano é mantido com rigidez a qualquer custo.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C2 Order; IPIP-NEO Orderliness facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person keeps track of information, materials and tasks when the work depends on organisation.',
        es: 'Cómo lleva la persona el control de la información, los materiales y las tareas cuando el trabajo depende de la organización.',
        pt: 'Como a pessoa mantém o controle de informações, materiais e tarefas quando o trabalho depende de organização.',
      },
      questions: [
        {
          en: 'Walk me through how you kept track of many tasks or details during a recent busy period at work. What did you use, and how well did it work?',
          es: 'Explícame paso a paso cómo llevaste el control de muchas tareas o detalles en un periodo reciente de mucho trabajo. ¿Qué usaste y qué tan bien funcionó?',
          pt: 'Explique passo a passo como manteve o controle de muitas tarefas ou detalhes num período recente de muito trabalho. O que usou e quão bem funcionou?',
        },
        {
          en: 'Tell me about a time something was lost, missed or done twice in your work. What happened, and what did you change afterwards?',
          es: 'Cuéntame una ocasión en la que algo se perdió, se pasó por alto o se hizo dos veces en tu trabajo. ¿Qué pasó y qué cambiaste después?',
          pt: 'Conte uma situação em que algo se perdeu, foi esquecido ou foi feito em duplicidade no seu trabalho. O que aconteceu e o que mudou depois?',
        },
      ],
      strong: {
        en: 'Describes a concrete method that works for them, owns a slip and the change it led to.',
        es: 'Describe un método concreto que le funciona, asume un descuido y el cambio al que llevó.',
        pt: 'Descreve um método concreto que funciona, assume um deslize e a mudança que ele gerou.',
      },
      weak: {
        en: 'Relies on memory with no system, or puts the disorder down to others or circumstances.',
        es: 'Confía en la memoria sin ningún sistema, o atribuye el desorden a otros o a las circunstancias.',
        pt: 'Confia na memória sem nenhum sistema, ou atribui a desorganização aos outros ou às circunstâncias.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C2 Order; ${organizingAndExecuting}; ${behaviourDescriptionInterviewing}`,
    },
  },
  sense_of_duty: {
    high: {
      focus: {
        en: 'Whether a strong sense of obligation to rules and commitments leaves room for judgement when a rule does not fit the situation.',
        es: 'Si un fuerte sentido de obligación hacia las normas y los compromisos deja espacio al criterio cuando una norma no encaja con la situación.',
        pt: 'Se um forte senso de obrigação com regras e compromissos deixa espaço para o julgamento quando uma regra não se encaixa na situação.',
      },
      questions: [
        {
          en: 'Tell me about a time following a rule or commitment to the letter would have led to a poor result. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que seguir una norma o un compromiso al pie de la letra habría llevado a un mal resultado. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que seguir uma regra ou um compromisso ao pé da letra levaria a um resultado ruim. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you kept a work commitment at a real cost to your other work. Why, and what was the outcome?',
          es: 'Describe una ocasión en la que cumpliste un compromiso de trabajo a costa de tus otras tareas. ¿Por qué y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que cumpriu um compromisso de trabalho à custa das outras tarefas. Por quê, e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific episode: they explain how they weighed the purpose of the rule, whom they consulted, and what happened.',
        es: 'Un episodio concreto: explica cómo sopesó el propósito de la norma, a quién consultó y qué pasó.',
        pt: 'Um episódio concreto: explica como pesou o propósito da regra, quem consultou e o que aconteceu.',
      },
      weak: {
        en: 'Rules followed with no thought of their purpose, or over-commitment without being able to say what it cost.',
        es: 'Sigue las normas sin pensar en su propósito, o se compromete de más sin saber decir qué costó.',
        pt: 'Segue regras sem pensar no propósito, ou assume compromissos demais sem saber dizer o que custou.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C3 Dutifulness; IPIP-NEO Dutifulness facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person handles commitments, rules and deadlines that matter to others, especially when they are inconvenient.',
        es: 'Cómo maneja la persona los compromisos, las normas y los plazos que importan a otros, sobre todo cuando le resultan incómodos.',
        pt: 'Como a pessoa lida com compromissos, regras e prazos que importam aos outros, sobretudo quando são inconvenientes.',
      },
      questions: [
        {
          en: 'Tell me about a time you made a commitment at work that you later found hard to keep. What did you do, and what happened?',
          es: 'Cuéntame una ocasión en la que asumiste un compromiso en el trabajo que después te costó cumplir. ¿Qué hiciste y qué pasó?',
          pt: 'Conte uma situação em que assumiu um compromisso no trabalho que depois foi difícil de cumprir. O que fez e o que aconteceu?',
        },
        {
          en: 'Describe a situation where a rule or procedure at work seemed unnecessary to you. How did you act, and what was the result?',
          es: 'Describe una situación en la que una norma o un procedimiento del trabajo te parecía innecesario. ¿Cómo actuaste y cuál fue el resultado?',
          pt: 'Descreva uma situação em que uma regra ou um procedimento no trabalho parecia desnecessário. Como agiu e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific case: they either kept the commitment or renegotiated it openly and early, and can say why the rule mattered.',
        es: 'Un caso concreto: cumplió el compromiso o lo renegoció abiertamente y a tiempo, y sabe decir por qué importaba la norma.',
        pt: 'Um caso concreto: cumpriu o compromisso ou o renegociou abertamente e a tempo, e sabe dizer por que a regra importava.',
      },
      weak: {
        en: 'Commitments quietly dropped, rules bent for convenience, or no awareness of the effect on others.',
        es: 'Compromisos abandonados en silencio, normas saltadas por comodidad o ninguna conciencia del efecto en los demás.',
        pt: 'Compromissos abandonados em silêncio, regras contornadas por conveniência ou nenhuma consciência do efeito nos outros.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C3 Dutifulness; ${narrowConscientiousnessTraits}; ${behaviourDescriptionInterviewing}`,
    },
  },
  need_for_achievement: {
    high: {
      focus: {
        en: 'Whether strong ambition and drive are balanced with the needs of the team and with work that offers little visible progress.',
        es: 'Si la ambición y el empuje se equilibran con las necesidades del equipo y con un trabajo que ofrece poco progreso visible.',
        pt: 'Se a ambição e a garra se equilibram com as necessidades da equipe e com um trabalho que oferece pouco progresso visível.',
      },
      questions: [
        {
          en: 'Tell me about a time your own goals or pace were higher than your team’s. What did you do, and what was the effect?',
          es: 'Cuéntame una ocasión en la que tus metas o tu ritmo eran más altos que los de tu equipo. ¿Qué hiciste y qué efecto tuvo?',
          pt: 'Conte uma situação em que suas metas ou seu ritmo eram mais altos que os da equipe. O que fez e qual foi o efeito?',
        },
        {
          en: 'Describe a period of steady work that offered few chances to stand out. How did you approach it, and how did it go?',
          es: 'Describe un periodo de trabajo estable que ofrecía pocas oportunidades de destacar. ¿Cómo lo abordaste y cómo te fue?',
          pt: 'Descreva um período de trabalho estável que oferecia poucas chances de se destacar. Como abordou esse período e como foi?',
        },
      ],
      strong: {
        en: 'A specific episode showing awareness of how their drive affected others, with pace or expectations adjusted and a result.',
        es: 'Un episodio concreto que muestra conciencia de cómo su empuje afectaba a otros, con el ritmo o las expectativas ajustados y un resultado.',
        pt: 'Um episódio concreto que mostra consciência de como sua garra afetava os outros, com ritmo ou expectativas ajustados e um resultado.',
      },
      weak: {
        en: 'Drive presented as a pure virtue, others described as slow, or steady work dismissed as boring.',
        es: 'Presenta el empuje como una virtud sin matices, describe a los demás como lentos o descarta el trabajo estable como aburrido.',
        pt: 'Apresenta a garra como virtude sem ressalvas, descreve os outros como lentos ou descarta o trabalho estável como entediante.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C4 Achievement Striving; IPIP-NEO Achievement-Striving facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person sets and pursues demanding goals, and what leads them to go beyond what is required.',
        es: 'Cómo se fija y persigue la persona metas exigentes, y qué la lleva a ir más allá de lo que se le pide.',
        pt: 'Como a pessoa define e persegue metas exigentes, e o que a leva a ir além do que é pedido.',
      },
      questions: [
        {
          en: 'Tell me about a goal at work you set yourself that went beyond what was asked of you. What did you do, and what did you achieve?',
          es: 'Cuéntame una meta de trabajo que te pusiste y que iba más allá de lo que te pedían. ¿Qué hiciste y qué lograste?',
          pt: 'Conte uma meta de trabalho que estabeleceu e que ia além do que era pedido. O que fez e o que conseguiu?',
        },
        {
          en: 'Describe a time you were given a target that seemed too ambitious. How did you approach it, and what was the outcome?',
          es: 'Describe una ocasión en la que te asignaron un objetivo que parecía demasiado ambicioso. ¿Cómo lo abordaste y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que recebeu uma meta que parecia ambiciosa demais. Como a abordou e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific goal, concrete steps and effort, an honestly measured outcome, and what they would aim for next.',
        es: 'Una meta concreta, pasos y esfuerzo concretos, un resultado medido con honestidad y lo que se propondría a continuación.',
        pt: 'Uma meta concreta, passos e esforço concretos, um resultado medido com honestidade e o que buscaria em seguida.',
      },
      weak: {
        en: 'Does only what is asked, treats targets as unfair without trying, or has no example.',
        es: 'Hace solo lo que se le pide, trata los objetivos como injustos sin intentarlo o no tiene ejemplos.',
        pt: 'Faz só o que é pedido, trata as metas como injustas sem tentar ou não tem exemplos.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C4 Achievement Striving; Great Eight competency Enterprising & Performing (Bartram, 2005); ${behaviourDescriptionInterviewing}`,
    },
  },
  self_discipline: {
    high: {
      focus: {
        en: 'Whether persistence is matched by judgement about when to stop, change course or let a task go.',
        es: 'Si la perseverancia va acompañada de criterio para saber cuándo parar, cambiar de rumbo o dejar una tarea.',
        pt: 'Se a persistência vem acompanhada de julgamento para saber quando parar, mudar de rumo ou abandonar uma tarefa.',
      },
      questions: [
        {
          en: 'Tell me about a time you kept working at something that, looking back, you should have dropped or changed sooner. What happened, and what did you learn?',
          es: 'Cuéntame una ocasión en la que seguiste trabajando en algo que, visto ahora, deberías haber dejado o cambiado antes. ¿Qué pasó y qué aprendiste?',
          pt: 'Conte uma situação em que continuou trabalhando em algo que, olhando para trás, deveria ter abandonado ou mudado antes. O que aconteceu e o que aprendeu?',
        },
        {
          en: 'Describe a time you decided to stop or set aside a task you had started. How did you make the call, and what was the result?',
          es: 'Describe una ocasión en la que decidiste detener o dejar de lado una tarea que habías empezado. ¿Cómo tomaste la decisión y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que decidiu interromper ou deixar de lado uma tarefa já iniciada. Como tomou a decisão e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific episode in which they recognised the signal to stop, and can state the criteria they now use.',
        es: 'Un episodio concreto en el que reconoció la señal para parar, y sabe enunciar los criterios que usa ahora.',
        pt: 'Um episódio concreto em que reconheceu o sinal para parar, e sabe dizer os critérios que usa hoje.',
      },
      weak: {
        en: 'Never gives up and sees no cost in it, or has no example of changing priorities.',
        es: 'Nunca se rinde y no ve ningún coste en ello, o no tiene ejemplos de cambiar de prioridades.',
        pt: 'Nunca desiste e não vê custo nisso, ou não tem exemplos de mudar prioridades.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C5 Self-discipline; IPIP-NEO Self-Discipline facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person gets started on tasks and sees them through when they are tedious, long or unsupervised.',
        es: 'Cómo arranca la persona las tareas y las lleva a término cuando son tediosas, largas o sin supervisión.',
        pt: 'Como a pessoa começa as tarefas e as leva até o fim quando são tediosas, longas ou sem supervisão.',
      },
      questions: [
        {
          en: 'Tell me about a long or tedious task you had to finish without anyone checking on you. How did you keep going, and how did it turn out?',
          es: 'Cuéntame una tarea larga o tediosa que tuviste que terminar sin que nadie te supervisara. ¿Cómo mantuviste el ritmo y cómo salió?',
          pt: 'Conte uma tarefa longa ou tediosa que precisou terminar sem ninguém acompanhando. Como manteve o ritmo e qual foi o resultado?',
        },
        {
          en: 'Describe a time you put off a task at work and it caught up with you. What happened, and what do you do differently now?',
          es: 'Describe una ocasión en la que postergaste una tarea del trabajo y acabó pasándote factura. ¿Qué pasó y qué haces distinto ahora?',
          pt: 'Descreva uma ocasião em que adiou uma tarefa no trabalho e isso acabou cobrando seu preço. O que aconteceu e o que faz de diferente hoje?',
        },
      ],
      strong: {
        en: 'A concrete way of getting started and keeping going, owns a slip, and describes a change that worked.',
        es: 'Una forma concreta de arrancar y mantener el ritmo, asume un descuido y describe un cambio que funcionó.',
        pt: 'Uma forma concreta de começar e manter o ritmo, assume um deslize e descreve uma mudança que funcionou.',
      },
      weak: {
        en: 'Depends on deadlines or others to push them, or has no example of finishing an unpleasant task.',
        es: 'Depende de los plazos o de que otros le empujen, o no tiene ejemplos de terminar una tarea desagradable.',
        pt: 'Depende de prazos ou da pressão dos outros, ou não tem exemplos de terminar uma tarefa desagradável.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C5 Self-discipline; ${narrowConscientiousnessTraits}; ${behaviourDescriptionInterviewing}`,
    },
  },
  deliberation: {
    high: {
      focus: {
        en: 'Whether careful thinking before acting leaves room for quick decisions when time is short and information incomplete.',
        es: 'Si pensar con cuidado antes de actuar deja espacio para decidir rápido cuando hay poco tiempo y la información es incompleta.',
        pt: 'Se pensar com cuidado antes de agir deixa espaço para decidir rápido quando o tempo é curto e a informação incompleta.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to decide quickly without all the information you wanted. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que decidir rápido sin toda la información que querías. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que precisou decidir rápido sem todas as informações que queria. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time taking extra time to think something through changed the outcome of a piece of work. What happened?',
          es: 'Describe una ocasión en la que tomarte más tiempo para pensar algo a fondo cambió el resultado de un trabajo. ¿Qué pasó?',
          pt: 'Descreva uma ocasião em que dedicar mais tempo para pensar algo a fundo mudou o resultado de um trabalho. O que aconteceu?',
        },
      ],
      strong: {
        en: 'A specific episode naming what they decided on the spot and what they checked afterwards, aware of the cost of waiting.',
        es: 'Un episodio concreto que nombra qué decidió en el momento y qué comprobó después, con conciencia del coste de esperar.',
        pt: 'Um episódio concreto que aponta o que decidiu na hora e o que conferiu depois, com consciência do custo de esperar.',
      },
      weak: {
        en: 'Always needs more information, decisions delayed or handed to others, or no example of acting under time pressure.',
        es: 'Siempre necesita más información, retrasa las decisiones o las delega en otros, o no tiene ejemplos de actuar con prisa.',
        pt: 'Sempre precisa de mais informação, adia decisões ou as repassa a outros, ou não tem exemplos de agir sob pressão de tempo.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C6 Deliberation; IPIP-NEO Cautiousness facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person weighs options and consequences before acting when a decision is hard to reverse.',
        es: 'Cómo sopesa la persona opciones y consecuencias antes de actuar cuando una decisión es difícil de revertir.',
        pt: 'Como a pessoa pondera opções e consequências antes de agir quando uma decisão é difícil de reverter.',
      },
      questions: [
        {
          en: 'Tell me about an important decision at work where you had time to weigh the options. Walk me through how you made it and what happened.',
          es: 'Cuéntame una decisión importante del trabajo en la que tuviste tiempo para sopesar las opciones. Explícame paso a paso cómo la tomaste y qué pasó.',
          pt: 'Conte uma decisão importante no trabalho em que houve tempo para pesar as opções. Explique passo a passo como a tomou e o que aconteceu.',
        },
        {
          en: 'Describe a time you acted quickly at work and later wished you had thought it through more. What happened, and what did you change?',
          es: 'Describe una ocasión en la que actuaste rápido en el trabajo y después habrías preferido pensarlo más. ¿Qué pasó y qué cambiaste?',
          pt: 'Descreva uma ocasião em que agiu rápido no trabalho e depois preferiria ter pensado melhor. O que aconteceu e o que mudou?',
        },
      ],
      strong: {
        en: 'A specific decision with the options considered, the reasoning and the outcome, and a lesson about when to pause.',
        es: 'Una decisión concreta con las opciones consideradas, el razonamiento y el resultado, y una lección sobre cuándo conviene detenerse.',
        pt: 'Uma decisão concreta com as opções consideradas, o raciocínio e o resultado, e uma lição sobre quando vale parar para pensar.',
      },
      weak: {
        en: 'Decisions made on instinct with no reflection afterwards, or no example of a misstep and what followed.',
        es: 'Decisiones por instinto sin reflexión posterior, o ningún ejemplo de un error y lo que vino después.',
        pt: 'Decisões por instinto sem reflexão posterior, ou nenhum exemplo de um erro e do que veio depois.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of C6 Deliberation; ${organizingAndExecuting}; ${behaviourDescriptionInterviewing}`,
    },
  },
} satisfies Record<PerseveranceFacet, Readonly<Record<ProbeDirection, InterviewProbe>>>;
