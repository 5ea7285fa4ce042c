import type { QuestionBankPart } from './probe-shape';

/**
 * The probes of the six Neuroticism facets (NEO PI-R N1-N6). They speak of pressure, setbacks,
 * criticism, frustration and composure at work, never of health or private life: a guide informs
 * an interview, it does not assess well-being. Long because it is text in three languages.
 */
export const neuroticismProbes: QuestionBankPart = {
  anxiety: {
    high: {
      focus: {
        en: 'How concern about what could go wrong shows under uncertainty, and whether the person still acts and decides on time.',
        es: 'Cómo se manifiesta la preocupación por lo que puede salir mal ante la incertidumbre, y si la persona aun así actúa y decide a tiempo.',
        pt: 'Como a preocupação com o que pode dar errado aparece diante da incerteza, e se a pessoa ainda assim age e decide a tempo.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to commit to a decision before you had all the information you wanted. What was the situation, what did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que comprometerte con una decisión antes de tener toda la información que querías. ¿Cuál era la situación, qué hiciste y cómo terminó?',
          pt: 'Conte uma situação em que foi preciso assumir uma decisão antes de ter todas as informações desejadas. Qual era o contexto, o que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe a period when several things at work could have gone wrong at the same time. How did you decide what to act on, and what was the outcome?',
          es: 'Descríbeme un periodo en el que varias cosas del trabajo podían salir mal al mismo tiempo. ¿Cómo decidiste sobre qué actuar y cuál fue el resultado?',
          pt: 'Descreva um período em que várias coisas no trabalho podiam dar errado ao mesmo tempo. Como foi decidido o que atacar primeiro, e qual foi o resultado?',
        },
        {
          en: 'Walk me through how you prepared for the most uncertain deadline you faced in the last year. What did you do, and how did it go?',
          es: 'Explícame paso a paso cómo te preparaste para la entrega más incierta que tuviste el último año. ¿Qué hiciste y cómo salió?',
          pt: 'Descreva passo a passo a preparação para o prazo mais incerto enfrentado no último ano. O que foi feito e como terminou?',
        },
      ],
      strong: {
        en: 'Names a specific episode, says what concerned them and what they did with it (gathered facts, planned for contingencies, set a point to decide), gives the result, and sees where caution helped and where it slowed things.',
        es: 'Relata un episodio concreto, dice qué le preocupaba y qué hizo con ello (buscó datos, previó alternativas, fijó un momento para decidir), da el resultado y ve dónde la cautela ayudó y dónde frenó.',
        pt: 'Relata um episódio concreto, diz o que o preocupava e o que fez com isso (buscou dados, previu alternativas, fixou um momento para decidir), dá o resultado e percebe onde a cautela ajudou e onde atrasou.',
      },
      weak: {
        en: 'Stays general, describes the worry but no action, or the decision was put off until events or someone else made it; no sense of what the delay cost.',
        es: 'Se queda en generalidades, describe la preocupación pero no lo que hizo, o la decisión se aplazó hasta que los hechos u otra persona la tomaron; no ve lo que costó la demora.',
        pt: 'Fica em generalidades, descreve a preocupação mas não a ação, ou a decisão foi adiada até que os fatos ou outra pessoa decidissem; não percebe o custo do atraso.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N1 (Anxiety); Adapting & Coping in the Great Eight competencies (Bartram, 2005); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'Whether a relaxed, untroubled manner still notices risks and takes warning signs seriously when a mistake would be costly.',
        es: 'Si un estilo tranquilo y despreocupado sigue detectando riesgos y toma en serio las señales de alerta cuando un error saldría caro.',
        pt: 'Se um jeito tranquilo e despreocupado ainda percebe riscos e leva a sério os sinais de alerta quando um erro sairia caro.',
      },
      questions: [
        {
          en: 'Tell me about a time a risk or problem at work turned out bigger or smaller than you had first judged. What signs were there, what did you do, and what was the result?',
          es: 'Cuéntame una ocasión en la que un riesgo o problema del trabajo resultó mayor o menor de lo que habías estimado. ¿Qué señales había, qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que um risco ou problema no trabalho se mostrou maior ou menor do que o estimado no início. Que sinais havia, o que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe how you prepared for a task where a mistake would have been expensive. What did you check, and how did it turn out?',
          es: 'Descríbeme cómo te preparaste para una tarea en la que un error habría salido caro. ¿Qué comprobaste y cómo terminó?',
          pt: 'Descreva a preparação para uma tarefa em que um erro teria custado caro. O que foi verificado e como terminou?',
        },
      ],
      strong: {
        en: 'Gives a specific episode, says which signs they noticed or missed and how they adjusted their preparation, reports the result, and knows what they now check earlier.',
        es: 'Da un episodio concreto, dice qué señales detectó o pasó por alto y cómo ajustó su preparación, informa del resultado y sabe qué revisa ahora antes.',
        pt: 'Traz um episódio concreto, diz quais sinais percebeu ou deixou passar e como ajustou a preparação, informa o resultado e sabe o que hoje verifica mais cedo.',
      },
      weak: {
        en: 'Treats every risk as minor, has no example of preparing for a costly mistake, or describes a late surprise and puts it down to bad luck or others.',
        es: 'Trata todo riesgo como menor, no tiene ejemplos de prepararse ante un error costoso, o cuenta una sorpresa de última hora y la atribuye a la mala suerte o a otros.',
        pt: 'Trata todo risco como pequeno, não tem exemplo de preparação para um erro caro, ou conta uma surpresa de última hora e a atribui ao azar ou a outros.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N1 (Anxiety), low pole; behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
  hostility: {
    high: {
      focus: {
        en: 'How frustration with people or obstacles shows at work, and what the person does with it in a working relationship.',
        es: 'Cómo se manifiesta la frustración con personas u obstáculos en el trabajo y qué hace la persona con ella en una relación laboral.',
        pt: 'Como a frustração com pessoas ou obstáculos aparece no trabalho e o que a pessoa faz com ela numa relação profissional.',
      },
      questions: [
        {
          en: 'Tell me about a time a colleague or client did something that got in the way of your work. What did you say and do, and how did the working relationship go afterwards?',
          es: 'Cuéntame una ocasión en la que un compañero o cliente hizo algo que entorpeció tu trabajo. ¿Qué dijiste e hiciste, y cómo siguió la relación laboral después?',
          pt: 'Conte uma situação em que um colega ou cliente fez algo que atrapalhou o trabalho. O que foi dito e feito, e como ficou a relação profissional depois?',
        },
        {
          en: 'Describe a situation where you strongly disagreed with a decision that affected your work. How did you express it, and what came of it?',
          es: 'Descríbeme una situación en la que estabas muy en desacuerdo con una decisión que afectaba a tu trabajo. ¿Cómo lo expresaste y qué resultó de ello?',
          pt: 'Descreva uma situação de forte desacordo com uma decisão que afetava o trabalho. Como esse desacordo foi expresso e no que resultou?',
        },
        {
          en: 'Walk me through a time you received criticism that you thought was unfair. What did you do next, and how did it end?',
          es: 'Explícame una ocasión en la que recibiste una crítica que te pareció injusta. ¿Qué hiciste después y cómo terminó?',
          pt: 'Descreva uma ocasião em que uma crítica recebida pareceu injusta. O que foi feito em seguida e como terminou?',
        },
      ],
      strong: {
        en: 'Admits the frustration, describes what they did with it (took time, spoke in private, kept to the issue rather than the person), how the relationship was kept or repaired, and knows what tends to provoke them.',
        es: 'Reconoce la frustración, describe qué hizo con ella (se tomó tiempo, habló en privado, se centró en el problema y no en la persona), cómo mantuvo o reparó la relación, y sabe qué suele provocarle.',
        pt: 'Reconhece a frustração, descreve o que fez com ela (deu um tempo, conversou em particular, focou no problema e não na pessoa), como a relação foi mantida ou recuperada, e sabe o que costuma provocar essa reação.',
      },
      weak: {
        en: 'Puts all the blame on the other person, still sounds resentful, recounts a sharp reaction without noticing what it cost, or claims never to have been frustrated.',
        es: 'Culpa por completo a la otra persona, aún muestra resentimiento, cuenta una reacción brusca sin notar lo que costó, o afirma no haberse frustrado nunca.',
        pt: 'Culpa inteiramente a outra pessoa, ainda demonstra ressentimento, conta uma reação ríspida sem notar o custo, ou afirma nunca ter se frustrado.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N2 (Angry hostility); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'Whether an even temper leaves room to show displeasure and hold people to account when the work needs it.',
        es: 'Si un carácter sereno deja espacio para mostrar desacuerdo y pedir cuentas a otros cuando el trabajo lo requiere.',
        pt: 'Se um temperamento sereno deixa espaço para mostrar descontentamento e cobrar os outros quando o trabalho exige.',
      },
      questions: [
        {
          en: 'Tell me about a time someone repeatedly failed to deliver what they had promised you. What did you do, and what changed?',
          es: 'Cuéntame una ocasión en la que alguien no cumplió varias veces lo que te había prometido. ¿Qué hiciste y qué cambió?',
          pt: 'Conte uma situação em que alguém deixou de entregar, mais de uma vez, o que havia prometido. O que foi feito e o que mudou?',
        },
        {
          en: 'Describe a situation where you had to make clear to someone that their work or behaviour was not acceptable. How did you go about it, and what was the result?',
          es: 'Descríbeme una situación en la que tuviste que dejarle claro a alguien que su trabajo o su conducta no eran aceptables. ¿Cómo lo hiciste y cuál fue el resultado?',
          pt: 'Descreva uma situação em que foi preciso deixar claro a alguém que seu trabalho ou comportamento não era aceitável. Como isso foi feito e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes raising the issue clearly and early enough, without hostility, following it up and getting a change; recognises when patience went on too long.',
        es: 'Describe cómo planteó el problema con claridad y a tiempo, sin hostilidad, le dio seguimiento y logró un cambio; reconoce cuándo la paciencia se prolongó demasiado.',
        pt: 'Descreve ter levantado a questão com clareza e a tempo, sem hostilidade, acompanhado e obtido mudança; reconhece quando a paciência durou demais.',
      },
      weak: {
        en: 'Absorbed the problem without raising it, waited for it to go away, handed it to someone else, or can only say what they would do.',
        es: 'Absorbió el problema sin plantearlo, esperó a que se resolviera solo, se lo pasó a otra persona, o solo puede decir lo que haría.',
        pt: 'Absorveu o problema sem levantá-lo, esperou que passasse, repassou a outra pessoa, ou só consegue dizer o que faria.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N2 (Angry hostility), low pole; behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
  depression: {
    high: {
      focus: {
        en: 'How the person regains energy and direction after a setback or a long run of disappointing results at work.',
        es: 'Cómo recupera la persona la energía y el rumbo tras un revés o una racha larga de resultados decepcionantes en el trabajo.',
        pt: 'Como a pessoa recupera energia e direção depois de um revés ou de uma longa sequência de resultados decepcionantes no trabalho.',
      },
      questions: [
        {
          en: 'Tell me about a setback at work that affected you. What did you do in the days that followed, and how did things turn out?',
          es: 'Cuéntame un revés en el trabajo que te afectó. ¿Qué hiciste en los días siguientes y cómo acabaron las cosas?',
          pt: 'Conte um revés no trabalho que teve impacto. O que foi feito nos dias seguintes e como as coisas terminaram?',
        },
        {
          en: 'Describe a period when results were disappointing for a long time. How did you keep the work moving, and what was the outcome?',
          es: 'Descríbeme un periodo en el que los resultados fueron decepcionantes durante mucho tiempo. ¿Cómo mantuviste el trabajo en marcha y cuál fue el resultado?',
          pt: 'Descreva um período em que os resultados ficaram abaixo do esperado por muito tempo. Como o trabalho foi mantido em andamento e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Acknowledges the blow, then gives concrete steps back (smaller goals, asking for feedback, changing the plan), a result, and what they learnt about how they recover.',
        es: 'Reconoce el golpe y luego da pasos concretos para recuperarse (metas más pequeñas, pedir opinión, cambiar el plan), un resultado y lo que aprendió sobre cómo se recupera.',
        pt: 'Reconhece o golpe e depois aponta passos concretos de retomada (metas menores, pedir retorno, mudar o plano), um resultado e o que aprendeu sobre como se recupera.',
      },
      weak: {
        en: 'Dwells on the setback without describing any action, puts the outcome down only to luck or to others, or offers no example.',
        es: 'Se detiene en el revés sin describir ninguna acción, atribuye el resultado solo a la suerte o a otros, o no ofrece ningún ejemplo.',
        pt: 'Fica no revés sem descrever nenhuma ação, atribui o resultado apenas à sorte ou a outros, ou não traz exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N3 (Depression), read as discouragement after setbacks at work; Adapting & Coping (Bartram, 2005); behavioural event interviewing (Janz, 1982)',
    },
    low: {
      focus: {
        en: 'Whether a steady, hopeful outlook still takes failures seriously enough to learn from them and to report them plainly.',
        es: 'Si una actitud estable y esperanzada sigue tomándose los fracasos lo bastante en serio como para aprender de ellos y comunicarlos con claridad.',
        pt: 'Se uma visão estável e otimista ainda leva os fracassos a sério o bastante para aprender com eles e relatá-los com clareza.',
      },
      questions: [
        {
          en: 'Tell me about a project that did not go as planned. What did you conclude had gone wrong, and what did you change afterwards?',
          es: 'Cuéntame un proyecto que no salió como estaba previsto. ¿Qué concluiste que había fallado y qué cambiaste después?',
          pt: 'Conte sobre um projeto que não saiu como planejado. Qual foi a conclusão sobre o que deu errado e o que mudou depois?',
        },
        {
          en: 'Describe a time you had to present poor results or bad news to others. How did you present it, and how was it received?',
          es: 'Descríbeme una ocasión en la que tuviste que presentar malos resultados o malas noticias a otros. ¿Cómo lo presentaste y cómo se recibió?',
          pt: 'Descreva uma ocasião em que foi preciso apresentar resultados ruins ou más notícias a outras pessoas. Como isso foi apresentado e como foi recebido?',
        },
      ],
      strong: {
        en: 'Owns a real failure, analyses its causes honestly, names a concrete change, and shows they can be realistic without losing momentum.',
        es: 'Asume un fracaso real, analiza sus causas con honestidad, nombra un cambio concreto y muestra que puede ser realista sin perder impulso.',
        pt: 'Assume um fracasso real, analisa as causas com honestidade, cita uma mudança concreta e mostra que sabe ser realista sem perder o ritmo.',
      },
      weak: {
        en: 'Recasts every failure as a success, draws no lesson, skips over the cause, or softened bad news until it no longer said anything.',
        es: 'Presenta todo fracaso como un éxito, no saca ninguna lección, pasa por alto la causa, o suavizó la mala noticia hasta que dejó de decir nada.',
        pt: 'Transforma todo fracasso em sucesso, não tira lição, passa por cima da causa, ou suavizou a má notícia até ela não dizer mais nada.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N3 (Depression), low pole; behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
  social_anxiety: {
    high: {
      focus: {
        en: 'How the person deals with being visible at work: presenting, being questioned, approaching senior people, making a mistake in front of others.',
        es: 'Cómo maneja la persona la visibilidad en el trabajo: presentar, ser cuestionada, dirigirse a personas de mayor rango, equivocarse delante de otros.',
        pt: 'Como a pessoa lida com a exposição no trabalho: apresentar, ser questionada, abordar pessoas mais seniores, errar diante de outros.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to present or defend your work in front of people you did not know well. How did you prepare, what happened, and how did it go?',
          es: 'Cuéntame una ocasión en la que tuviste que presentar o defender tu trabajo ante personas que no conocías bien. ¿Cómo te preparaste, qué pasó y cómo salió?',
          pt: 'Conte uma situação em que foi preciso apresentar ou defender o próprio trabalho diante de pessoas pouco conhecidas. Como foi a preparação, o que aconteceu e como terminou?',
        },
        {
          en: 'Describe a situation where you made a mistake that others saw. What did you do next, and what came of it?',
          es: 'Descríbeme una situación en la que cometiste un error que otros vieron. ¿Qué hiciste a continuación y qué resultó?',
          pt: 'Descreva uma situação em que um erro cometido foi visto por outras pessoas. O que foi feito em seguida e qual foi o resultado?',
        },
        {
          en: 'Walk me through a time you needed something from a senior person or someone you had never met. How did you approach them, and what happened?',
          es: 'Explícame una ocasión en la que necesitabas algo de una persona de mayor rango o de alguien a quien no conocías. ¿Cómo te acercaste y qué pasó?',
          pt: 'Descreva uma ocasião em que era preciso obter algo de uma pessoa mais sênior ou de alguém desconhecido. Como foi a abordagem e o que aconteceu?',
        },
      ],
      strong: {
        en: 'Describes a specific occasion, admits any discomfort, shows how they prepared and went ahead, dealt openly with questions or the mistake, and reports the result.',
        es: 'Describe una ocasión concreta, admite la incomodidad si la hubo, muestra cómo se preparó y siguió adelante, afrontó abiertamente las preguntas o el error e informa del resultado.',
        pt: 'Descreve uma ocasião concreta, admite o desconforto se houve, mostra como se preparou e seguiu em frente, lidou abertamente com as perguntas ou o erro e informa o resultado.',
      },
      weak: {
        en: 'Avoided the situation or let others speak for them without seeing what that cost, hid the mistake, or stays with generalities.',
        es: 'Evitó la situación o dejó que otros hablaran en su lugar sin ver lo que eso costó, ocultó el error, o se queda en generalidades.',
        pt: 'Evitou a situação ou deixou outros falarem em seu lugar sem ver o custo disso, escondeu o erro, ou fica em generalidades.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N4 (Self-consciousness); Interacting & Presenting (Bartram, 2005); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'Whether ease in front of others goes with awareness of how one comes across, especially in formal or sensitive settings.',
        es: 'Si la soltura ante los demás va acompañada de conciencia de cómo se le percibe, sobre todo en contextos formales o delicados.',
        pt: 'Se a desenvoltura diante dos outros vem acompanhada da percepção de como se é visto, sobretudo em contextos formais ou delicados.',
      },
      questions: [
        {
          en: 'Tell me about a time something you said or did at work landed differently than you intended. How did you find out, and what did you do?',
          es: 'Cuéntame una ocasión en la que algo que dijiste o hiciste en el trabajo se recibió de forma distinta a lo que pretendías. ¿Cómo te diste cuenta y qué hiciste?',
          pt: 'Conte uma situação em que algo dito ou feito no trabalho foi recebido de forma diferente do pretendido. Como isso foi percebido e o que foi feito?',
        },
        {
          en: 'Describe a meeting with a formal or sensitive audience where your usual way of communicating had to change. What did you adjust, and how did it go?',
          es: 'Descríbeme una reunión con un público formal o delicado en la que tuviste que cambiar tu forma habitual de comunicarte. ¿Qué ajustaste y cómo salió?',
          pt: 'Descreva uma reunião com um público formal ou delicado em que a forma habitual de se comunicar precisou mudar. O que foi ajustado e como foi?',
        },
      ],
      strong: {
        en: 'Notices others’ reactions, gives a concrete example of adjusting tone or approach, and reports what changed as a result.',
        es: 'Percibe las reacciones de los demás, da un ejemplo concreto de cómo ajustó el tono o el enfoque e informa de lo que cambió como resultado.',
        pt: 'Percebe a reação dos outros, dá um exemplo concreto de ajuste de tom ou abordagem e relata o que mudou como resultado.',
      },
      weak: {
        en: 'Says it has never happened, recalls no feedback on how they come across, or dismisses others’ reactions as their problem.',
        es: 'Dice que nunca le ha pasado, no recuerda comentarios sobre cómo se le percibe, o descarta las reacciones de otros como problema ajeno.',
        pt: 'Diz que isso nunca aconteceu, não se lembra de retorno sobre como é visto, ou descarta a reação dos outros como problema deles.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N4 (Self-consciousness), low pole; behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
  impulsivity: {
    high: {
      focus: {
        en: 'How the person handles the pull to act at once (reply, commit, switch tasks) when a considered response would serve the work better.',
        es: 'Cómo maneja la persona el impulso de actuar de inmediato (responder, comprometerse, cambiar de tarea) cuando una respuesta pensada serviría mejor al trabajo.',
        pt: 'Como a pessoa lida com o impulso de agir na hora (responder, assumir compromisso, trocar de tarefa) quando uma resposta pensada serviria melhor ao trabalho.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to choose between answering something immediately and taking time to think it over. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que elegir entre responder algo de inmediato o tomarte tiempo para pensarlo. ¿Qué hiciste y cómo terminó?',
          pt: 'Conte uma situação em que foi preciso escolher entre responder algo na hora ou parar para pensar. O que foi feito e qual foi o resultado?',
        },
        {
          en: 'Describe a stretch of work where you had to keep going on a dull but important task while more attractive things competed for your attention. How did you handle it, and what was the result?',
          es: 'Descríbeme una etapa en la que tuviste que seguir con una tarea tediosa pero importante mientras otras cosas más atractivas competían por tu atención. ¿Cómo lo manejaste y cuál fue el resultado?',
          pt: 'Descreva um período em que foi preciso seguir com uma tarefa maçante, mas importante, enquanto coisas mais atraentes disputavam a atenção. Como isso foi conduzido e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Gives a specific episode, explains how they decided, what they did to hold back or channel the urge, the result, and is candid about their own pattern.',
        es: 'Da un episodio concreto, explica cómo decidió, qué hizo para contenerse o canalizar el impulso, el resultado, y es franco sobre su propio patrón.',
        pt: 'Traz um episódio concreto, explica como decidiu, o que fez para se conter ou canalizar o impulso, o resultado, e é franco sobre o próprio padrão.',
      },
      weak: {
        en: 'No concrete example, describes acting on the spur of the moment without seeing what it cost, or claims never to feel the pull.',
        es: 'Sin ejemplo concreto, describe haber actuado sin pensar sin ver lo que costó, o afirma no sentir nunca ese impulso.',
        pt: 'Sem exemplo concreto, descreve ter agido no impulso sem ver o custo, ou afirma nunca sentir essa vontade.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N5 (Impulsiveness); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'Whether strong self-restraint leaves room to react quickly and take a chance when the moment calls for it.',
        es: 'Si un fuerte autocontrol deja espacio para reaccionar rápido y arriesgarse cuando el momento lo pide.',
        pt: 'Se um forte autocontrole deixa espaço para reagir rápido e arriscar quando o momento pede.',
      },
      questions: [
        {
          en: 'Tell me about a time an opportunity or a problem needed an answer on the spot, with no time to think it through. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que una oportunidad o un problema exigía una respuesta en el momento, sin tiempo para pensarlo. ¿Qué hiciste y cómo terminó?',
          pt: 'Conte uma situação em que uma oportunidade ou um problema exigia resposta na hora, sem tempo para pensar. O que foi feito e como terminou?',
        },
        {
          en: 'Describe a situation where you changed your plan at short notice because something better came up. What made you decide, and what was the result?',
          es: 'Descríbeme una situación en la que cambiaste tu plan con poca antelación porque surgió algo mejor. ¿Qué te hizo decidirte y cuál fue el resultado?',
          pt: 'Descreva uma situação em que o plano mudou em cima da hora porque surgiu algo melhor. O que levou à decisão e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'Describes acting quickly in a real episode, how they weighed speed against care, the outcome, and when restraint has helped or held them back.',
        es: 'Describe haber actuado con rapidez en un episodio real, cómo sopesó rapidez frente a cuidado, el resultado y cuándo la contención le ha ayudado o frenado.',
        pt: 'Descreve ter agido rápido num episódio real, como pesou rapidez contra cuidado, o resultado e quando a contenção ajudou ou atrapalhou.',
      },
      weak: {
        en: 'Only describes waiting for more information as a rule, has no example of acting fast, or recounts a missed opportunity without reflecting on it.',
        es: 'Solo describe esperar más información como norma, no tiene ejemplos de actuar rápido, o cuenta una oportunidad perdida sin reflexionar sobre ella.',
        pt: 'Só descreve esperar mais informações como regra, não tem exemplo de agir rápido, ou conta uma oportunidade perdida sem refletir sobre ela.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N5 (Impulsiveness), low pole; behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
  vulnerability: {
    high: {
      focus: {
        en: 'How the person functions when demands peak: urgent problems, several deadlines at once, things going wrong with others watching.',
        es: 'Cómo funciona la persona cuando la exigencia llega al máximo: problemas urgentes, varias entregas a la vez, cosas que salen mal con otros mirando.',
        pt: 'Como a pessoa funciona quando a demanda chega ao máximo: problemas urgentes, vários prazos ao mesmo tempo, coisas dando errado diante de outros.',
      },
      questions: [
        {
          en: 'Tell me about the most demanding week you have had at work recently. What was happening, what did you do, and how did it end?',
          es: 'Cuéntame la semana más exigente que has tenido en el trabajo últimamente. ¿Qué estaba pasando, qué hiciste y cómo terminó?',
          pt: 'Conte sobre a semana mais exigente no trabalho nos últimos tempos. O que estava acontecendo, o que foi feito e como terminou?',
        },
        {
          en: 'Describe a time something went seriously wrong and people were looking to you for an answer. What did you do first, and what was the outcome?',
          es: 'Descríbeme una ocasión en la que algo salió muy mal y los demás esperaban una respuesta tuya. ¿Qué hiciste primero y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que algo deu muito errado e as pessoas esperavam uma resposta. O que foi feito primeiro e qual foi o resultado?',
        },
        {
          en: 'Walk me through a time you asked for help while under heavy pressure. How did you decide when and whom to ask, and what happened?',
          es: 'Explícame una ocasión en la que pediste ayuda estando bajo mucha presión. ¿Cómo decidiste cuándo y a quién pedirla, y qué pasó?',
          pt: 'Descreva uma ocasião em que foi pedida ajuda sob muita pressão. Como foi decidido quando e a quem pedir, e o que aconteceu?',
        },
      ],
      strong: {
        en: 'A concrete account of setting priorities, staying effective and asking for help at the right moment, with a result and a realistic sense of their own limits.',
        es: 'Un relato concreto de cómo fijó prioridades, siguió siendo eficaz y pidió ayuda en el momento adecuado, con un resultado y una idea realista de sus propios límites.',
        pt: 'Um relato concreto de como definiu prioridades, manteve a eficácia e pediu ajuda no momento certo, com um resultado e uma noção realista dos próprios limites.',
      },
      weak: {
        en: 'Everything became too much with no account of what they did, others had to take over, or the answer is hypothetical.',
        es: 'Todo le desbordó sin que cuente qué hizo, otros tuvieron que hacerse cargo, o la respuesta es hipotética.',
        pt: 'Tudo ficou demais sem que conte o que fez, outros tiveram de assumir, ou a resposta é hipotética.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N6 (Vulnerability); Adapting & Coping (Bartram, 2005); behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
    low: {
      focus: {
        en: 'Whether steadiness under pressure goes with awareness of limits, their own and the team’s, and a readiness to flag problems in time.',
        es: 'Si la firmeza bajo presión va acompañada de conciencia de los límites, propios y del equipo, y de disposición a avisar de los problemas a tiempo.',
        pt: 'Se a firmeza sob pressão vem com consciência dos limites, próprios e da equipe, e disposição para sinalizar problemas a tempo.',
      },
      questions: [
        {
          en: 'Tell me about a time you or your team took on more than could be delivered. When did you notice, and what did you do?',
          es: 'Cuéntame una ocasión en la que tú o tu equipo asumieron más de lo que se podía entregar. ¿Cuándo te diste cuenta y qué hiciste?',
          pt: 'Conte uma situação em que se assumiu, individualmente ou em equipe, mais do que era possível entregar. Quando isso foi percebido e o que foi feito?',
        },
        {
          en: 'Describe a situation where a colleague found a pressure hard that you found manageable. What did you notice, what did you do, and how did it go?',
          es: 'Descríbeme una situación en la que a un compañero le costaba una presión que para ti era llevadera. ¿Qué notaste, qué hiciste y cómo fue?',
          pt: 'Descreva uma situação em que um colega sentiu muito uma pressão que parecia administrável. O que foi percebido, o que foi feito e como foi?',
        },
      ],
      strong: {
        en: 'Noticed the signs, adjusted or escalated in time, supported the colleague in a practical way, and reports what came of it.',
        es: 'Notó las señales, ajustó o escaló a tiempo, apoyó al compañero de forma práctica e informa de lo que resultó.',
        pt: 'Percebeu os sinais, ajustou ou escalou a tempo, apoiou o colega de forma prática e relata o resultado.',
      },
      weak: {
        en: 'Says pressure never matters, expects others to cope as they do, noticed overload only when it was too late, or gives no example.',
        es: 'Dice que la presión nunca importa, espera que otros la lleven igual, notó la sobrecarga cuando ya era tarde, o no da ningún ejemplo.',
        pt: 'Diz que pressão nunca importa, espera que os outros lidem do mesmo jeito, percebeu a sobrecarga tarde demais, ou não dá exemplo.',
      },
      source:
        'Costa & McCrae (1992) NEO PI-R facet definition of N6 (Vulnerability), low pole; behavioural event interviewing (Janz, 1982; Motowidlo et al., 1992)',
    },
  },
} satisfies Required<
  Pick<
    QuestionBankPart,
    'anxiety' | 'hostility' | 'depression' | 'social_anxiety' | 'impulsivity' | 'vulnerability'
  >
>;
