import type { facetsByDomain } from '@facet/assessment-domain';
import type { InterviewProbe, ProbeDirection, QuestionBankPart } from './probe-shape';

type AgreeablenessFacet = (typeof facetsByDomain)['agreeableness_or_amiability'][number];

const behaviourDescriptionInterviewing =
  'behaviour description interviewing (Janz, 1982; Motowidlo et al., 1992)';
const supportingAndCooperating = 'Great Eight competency Supporting & Cooperating (Bartram, 2005)';

/**
 * The six Agreeableness facets. A high probe looks at what trust, candour and accommodation cost
 * where the role needs checking, discretion or a firm stand; a low probe at how the person
 * cooperates, shares credit and takes others into account when the role depends on it.
 */
export const agreeablenessProbes: QuestionBankPart = {
  trust: {
    high: {
      focus: {
        en: 'Whether the person’s readiness to trust others is balanced by checking when the stakes call for verification.',
        es: 'Si la disposición de la persona a confiar en los demás se equilibra con la verificación cuando lo que está en juego lo exige.',
        pt: 'Se a disposição da pessoa para confiar nos outros se equilibra com a verificação quando o que está em jogo exige.',
      },
      questions: [
        {
          en: 'Tell me about a time you relied on what someone told you at work and it turned out to be wrong or incomplete. What happened, and what did you do afterwards?',
          es: 'Cuéntame una ocasión en la que te basaste en lo que alguien te dijo en el trabajo y resultó ser incorrecto o incompleto. ¿Qué pasó y qué hiciste después?',
          pt: 'Conte uma situação em que se baseou no que alguém disse no trabalho e a informação se mostrou errada ou incompleta. O que aconteceu e o que fez depois?',
        },
        {
          en: 'Describe a situation where you had to verify information or commitments from others before acting. How did you go about it, and what was the result?',
          es: 'Describe una situación en la que tuviste que verificar información o compromisos de otras personas antes de actuar. ¿Cómo lo hiciste y cuál fue el resultado?',
          pt: 'Descreva uma situação em que precisou verificar informações ou compromissos de outras pessoas antes de agir. Como fez isso e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific episode with their own decision to check, matched to the risk, and what they changed in how they verify.',
        es: 'Un episodio concreto con su propia decisión de comprobar, ajustada al riesgo, y qué cambió en su forma de verificar.',
        pt: 'Um episódio concreto com a própria decisão de conferir, ajustada ao risco, e o que mudou na forma de verificar.',
      },
      weak: {
        en: 'No example of ever checking, or the whole episode blamed on the other person.',
        es: 'Ningún ejemplo de haber comprobado algo, o todo el episodio atribuido a la otra persona.',
        pt: 'Nenhum exemplo de ter conferido algo, ou todo o episódio atribuído à outra pessoa.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A1 Trust; IPIP-NEO Trust facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person builds working trust, delegates and relies on others when the work cannot be checked in full.',
        es: 'Cómo construye la persona confianza en el trabajo, delega y se apoya en otros cuando el trabajo no puede revisarse por completo.',
        pt: 'Como a pessoa constrói confiança no trabalho, delega e conta com os outros quando o trabalho não pode ser conferido por completo.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to rely on someone whose work you could not fully check. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que apoyarte en alguien cuyo trabajo no podías revisar del todo. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que precisou contar com alguém cujo trabalho não podia conferir totalmente. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you changed your first impression of a colleague’s intentions. What led to the change, and what happened next?',
          es: 'Describe una ocasión en la que cambiaste tu primera impresión sobre las intenciones de un colega. ¿Qué te llevó a cambiarla y qué pasó después?',
          pt: 'Descreva uma ocasião em que mudou a primeira impressão sobre as intenções de um colega. O que levou à mudança e o que aconteceu depois?',
        },
      ],
      strong: {
        en: 'A concrete case where they extended trust in a measured way (clear agreements, check-ins), with a result and awareness of what doubting costs.',
        es: 'Un caso concreto en el que dio confianza de forma medida (acuerdos claros, seguimientos), con un resultado y conciencia de lo que cuesta desconfiar.',
        pt: 'Um caso concreto em que confiou de forma medida (acordos claros, acompanhamentos), com um resultado e consciência do custo de desconfiar.',
      },
      weak: {
        en: 'Describes others as generally unreliable, has no example of delegating, or keeps control of everything.',
        es: 'Describe a los demás como poco fiables en general, no tiene ejemplos de delegar o lo controla todo.',
        pt: 'Descreve os outros como pouco confiáveis em geral, não tem exemplos de delegar ou controla tudo.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A1 Trust; ${supportingAndCooperating}; ${behaviourDescriptionInterviewing}`,
    },
  },
  frankness: {
    high: {
      focus: {
        en: 'Whether directness and openness are combined with discretion and tact when a situation calls for holding something back.',
        es: 'Si la franqueza y la transparencia se combinan con discreción y tacto cuando la situación pide reservarse algo.',
        pt: 'Se a franqueza e a transparência se combinam com discrição e tato quando a situação pede guardar algo para si.',
      },
      questions: [
        {
          en: 'Tell me about a time you could not share everything you knew, for example in a negotiation or with confidential information. How did you handle it, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que no podías compartir todo lo que sabías, por ejemplo en una negociación o con información confidencial. ¿Cómo lo manejaste y cuál fue el resultado?',
          pt: 'Conte uma situação em que não podia compartilhar tudo o que sabia, por exemplo numa negociação ou com informações confidenciais. Como lidou com isso e qual foi o resultado?',
        },
        {
          en: 'Describe a time you told someone at work something uncomfortable in a very direct way. How did they react, and what would you keep or change?',
          es: 'Describe una ocasión en la que le dijiste a alguien del trabajo algo incómodo de forma muy directa. ¿Cómo reaccionó y qué mantendrías o cambiarías?',
          pt: 'Descreva uma ocasião em que disse algo desconfortável a alguém do trabalho de forma muito direta. Como a pessoa reagiu e o que manteria ou mudaria?',
        },
      ],
      strong: {
        en: 'A specific episode showing honesty without oversharing: they thought about how and when to say things and can name the effect.',
        es: 'Un episodio concreto que muestra honestidad sin contar de más: pensó cómo y cuándo decir las cosas y sabe nombrar el efecto.',
        pt: 'Um episódio concreto que mostra honestidade sem falar demais: pensou em como e quando dizer as coisas e sabe apontar o efeito.',
      },
      weak: {
        en: 'Says they always say exactly what they think whatever the setting, or has no example of discretion.',
        es: 'Dice que siempre dice exactamente lo que piensa sea cual sea el contexto, o no tiene ejemplos de discreción.',
        pt: 'Diz que sempre fala exatamente o que pensa em qualquer contexto, ou não tem exemplos de discrição.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A2 Straightforwardness; IPIP-NEO Morality facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person balances tactics and transparency, and whether others can rely on what they say when openness serves the role.',
        es: 'Cómo equilibra la persona la estrategia y la transparencia, y si los demás pueden fiarse de lo que dice cuando la apertura sirve al puesto.',
        pt: 'Como a pessoa equilibra estratégia e transparência, e se os outros podem confiar no que diz quando a abertura serve à função.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to win over someone who did not agree with you. What did you say and do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que convencer a alguien que no estaba de acuerdo contigo. ¿Qué dijiste e hiciste, y cómo salió?',
          pt: 'Conte uma situação em que precisou convencer alguém que não concordava com sua posição. O que disse e fez, e qual foi o resultado?',
        },
        {
          en: 'Describe a time you had information that would have been awkward to share with your team or a client. What did you decide, and what happened?',
          es: 'Describe una ocasión en la que tenías información que habría sido incómodo compartir con tu equipo o con un cliente. ¿Qué decidiste y qué pasó?',
          pt: 'Descreva uma ocasião em que tinha uma informação que seria constrangedor compartilhar com a equipe ou com um cliente. O que decidiu e o que aconteceu?',
        },
      ],
      strong: {
        en: 'A concrete episode where they stated their aims openly, shared what others needed to know, and can explain how they weighed tactics against trust.',
        es: 'Un episodio concreto en el que expuso sus objetivos abiertamente, compartió lo que otros necesitaban saber y explica cómo sopesó la táctica frente a la confianza.',
        pt: 'Um episódio concreto em que expôs seus objetivos abertamente, compartilhou o que os outros precisavam saber e explica como pesou a tática frente à confiança.',
      },
      weak: {
        en: 'Influence described mainly as managing what others know, or evasive about what was shared and why.',
        es: 'Describe la influencia sobre todo como controlar lo que saben los demás, o es evasiva sobre qué se compartió y por qué.',
        pt: 'Descreve a influência sobretudo como controlar o que os outros sabem, ou é evasiva sobre o que foi compartilhado e por quê.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A2 Straightforwardness; ${behaviourDescriptionInterviewing}`,
    },
  },
  altruism: {
    high: {
      focus: {
        en: 'Whether willingness to help others is balanced with the person’s own priorities and commitments.',
        es: 'Si la disposición a ayudar a los demás se equilibra con las prioridades y compromisos propios de la persona.',
        pt: 'Se a disposição para ajudar os outros se equilibra com as prioridades e compromissos da própria pessoa.',
      },
      questions: [
        {
          en: 'Tell me about a time helping colleagues competed with getting your own work done. What did you decide, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que ayudar a tus colegas competía con sacar adelante tu propio trabajo. ¿Qué decidiste y cómo salió?',
          pt: 'Conte uma situação em que ajudar colegas competia com dar conta do próprio trabalho. O que decidiu e qual foi o resultado?',
        },
        {
          en: 'Describe a time you turned down or postponed a request for help at work. How did you handle it, and what happened next?',
          es: 'Describe una ocasión en la que rechazaste o pospusiste una petición de ayuda en el trabajo. ¿Cómo lo manejaste y qué pasó después?',
          pt: 'Descreva uma ocasião em que recusou ou adiou um pedido de ajuda no trabalho. Como lidou com isso e o que aconteceu depois?',
        },
      ],
      strong: {
        en: 'Names a specific trade-off, how they set a limit or agreed a timing, and the effect on both their work and the relationship.',
        es: 'Nombra una disyuntiva concreta, cómo puso un límite o acordó un momento, y el efecto tanto en su trabajo como en la relación.',
        pt: 'Aponta um dilema concreto, como estabeleceu um limite ou combinou um prazo, e o efeito tanto no trabalho quanto na relação.',
      },
      weak: {
        en: 'Never says no and sees no cost in it, or has no example of balancing help against their own work.',
        es: 'Nunca dice que no y no ve ningún coste en ello, o no tiene ejemplos de equilibrar la ayuda con su propio trabajo.',
        pt: 'Nunca diz não e não vê custo nisso, ou não tem exemplos de equilibrar a ajuda com o próprio trabalho.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A3 Altruism; IPIP-NEO Altruism facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person responds to others’ need for help when it falls outside their own tasks.',
        es: 'Cómo responde la persona cuando otros necesitan ayuda con algo que queda fuera de sus propias tareas.',
        pt: 'Como a pessoa responde quando outros precisam de ajuda com algo fora das próprias tarefas.',
      },
      questions: [
        {
          en: 'Tell me about a time a colleague or customer needed help with something that was not your responsibility. What did you do, and what was the result?',
          es: 'Cuéntame una ocasión en la que un colega o un cliente necesitaba ayuda con algo que no era tu responsabilidad. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que um colega ou cliente precisava de ajuda com algo que não era sua responsabilidade. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you noticed someone in your team was struggling with their work. What did you do, and how did it turn out?',
          es: 'Describe una ocasión en la que notaste que alguien de tu equipo tenía dificultades con su trabajo. ¿Qué hiciste y cómo salió?',
          pt: 'Descreva uma ocasião em que percebeu que alguém da equipe estava com dificuldades no trabalho. O que fez e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A concrete case where they noticed the need, chose how much to help given their own priorities, and can describe the outcome for the other person.',
        es: 'Un caso concreto en el que notó la necesidad, decidió cuánto ayudar según sus prioridades y sabe describir el resultado para la otra persona.',
        pt: 'Um caso concreto em que percebeu a necessidade, decidiu quanto ajudar de acordo com as próprias prioridades e sabe descrever o resultado para a outra pessoa.',
      },
      weak: {
        en: 'Help framed only as ‘not my job’, vague good intentions, or no example of noticing others.',
        es: 'La ayuda se plantea solo como «no es mi trabajo», buenas intenciones vagas o ningún ejemplo de haberse fijado en los demás.',
        pt: 'A ajuda é tratada só como “não é minha função”, boas intenções vagas ou nenhum exemplo de ter notado os outros.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A3 Altruism; ${supportingAndCooperating}; ${behaviourDescriptionInterviewing}`,
    },
  },
  conciliatory_attitude: {
    high: {
      focus: {
        en: 'Whether the wish to keep the peace leaves room to stand firm, disagree openly or hold others to account when the role requires it.',
        es: 'Si el deseo de mantener la armonía deja espacio para mantenerse firme, discrepar abiertamente o pedir cuentas cuando el puesto lo requiere.',
        pt: 'Se o desejo de manter a harmonia deixa espaço para se manter firme, discordar abertamente ou cobrar os outros quando a função exige.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to hold your position in a disagreement although giving in would have been easier. What did you do, and how did it end?',
          es: 'Cuéntame una ocasión en la que tuviste que mantener tu postura en un desacuerdo aunque ceder habría sido más fácil. ¿Qué hiciste y cómo terminó?',
          pt: 'Conte uma situação em que precisou manter sua posição numa divergência, embora ceder fosse mais fácil. O que fez e como terminou?',
        },
        {
          en: 'Describe a time you had to raise a problem with someone’s work or behaviour at work. How did you approach it, and what was the outcome?',
          es: 'Describe una ocasión en la que tuviste que plantear un problema con el trabajo o el comportamiento de alguien en el trabajo. ¿Cómo lo abordaste y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que precisou apontar um problema no trabalho ou no comportamento profissional de alguém. Como abordou isso e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific episode where they kept the relationship without dropping the issue, with a result and a view on when yielding is right.',
        es: 'Un episodio concreto en el que cuidó la relación sin abandonar el asunto, con un resultado y un criterio sobre cuándo conviene ceder.',
        pt: 'Um episódio concreto em que preservou a relação sem abandonar a questão, com um resultado e um critério sobre quando vale ceder.',
      },
      weak: {
        en: 'Only examples of avoiding or smoothing over, or conflicts that resolved themselves without any action of theirs.',
        es: 'Solo ejemplos de evitar o suavizar, o conflictos que se resolvieron solos sin ninguna acción suya.',
        pt: 'Apenas exemplos de evitar ou amenizar, ou conflitos que se resolveram sozinhos sem nenhuma ação sua.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A4 Compliance; IPIP-NEO Cooperation facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person handles disagreement, and whether they can compromise and move on once a decision is taken.',
        es: 'Cómo maneja la persona los desacuerdos y si sabe llegar a acuerdos y seguir adelante una vez tomada una decisión.',
        pt: 'Como a pessoa lida com divergências e se consegue chegar a acordos e seguir em frente depois que uma decisão é tomada.',
      },
      questions: [
        {
          en: 'Tell me about a time a decision at work went against your view. What did you do after it was taken, and how did things turn out?',
          es: 'Cuéntame una ocasión en la que una decisión del trabajo fue en contra de tu opinión. ¿Qué hiciste después de que se tomara y cómo salieron las cosas?',
          pt: 'Conte uma situação em que uma decisão no trabalho foi contra sua opinião. O que fez depois que ela foi tomada e como as coisas terminaram?',
        },
        {
          en: 'Describe a disagreement with a colleague that became tense. Walk me through what you did and how it was resolved.',
          es: 'Describe un desacuerdo con un colega que se volvió tenso. Explícame paso a paso qué hiciste y cómo se resolvió.',
          pt: 'Descreva uma divergência com um colega que ficou tensa. Explique passo a passo o que fez e como foi resolvida.',
        },
      ],
      strong: {
        en: 'A specific conflict in which they own their part, show how they looked for common ground or committed to the decision, and say what they learnt.',
        es: 'Un conflicto concreto en el que asume su parte, muestra cómo buscó puntos en común o se comprometió con la decisión, y dice qué aprendió.',
        pt: 'Um conflito concreto em que assume sua parte, mostra como buscou pontos em comum ou se comprometeu com a decisão, e diz o que aprendeu.',
      },
      weak: {
        en: 'The other side is always wrong, the conflict is told as a win, or there is no awareness of the effect on the relationship.',
        es: 'La otra parte siempre está equivocada, el conflicto se cuenta como una victoria o no hay conciencia del efecto en la relación.',
        pt: 'O outro lado está sempre errado, o conflito é contado como uma vitória ou não há consciência do efeito na relação.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A4 Compliance; ${supportingAndCooperating}; ${behaviourDescriptionInterviewing}`,
    },
  },
  modesty: {
    high: {
      focus: {
        en: 'Whether the person can make their own contribution and expertise visible when the role depends on it.',
        es: 'Si la persona sabe hacer visible su propia aportación y su experiencia cuando el puesto depende de ello.',
        pt: 'Se a pessoa consegue tornar visível a própria contribuição e a própria competência quando a função depende disso.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to present your own achievements or expertise, for example to win a client, a project or support. What did you do, and what was the result?',
          es: 'Cuéntame una ocasión en la que tuviste que presentar tus propios logros o tu experiencia, por ejemplo para ganar un cliente, un proyecto o apoyo. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que precisou apresentar as próprias conquistas ou competências, por exemplo para conquistar um cliente, um projeto ou apoio. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a piece of work where your contribution was larger than others knew. What, if anything, did you do about it, and what happened?',
          es: 'Describe un trabajo en el que tu aportación fue mayor de lo que otros sabían. ¿Hiciste algo al respecto? ¿Qué pasó?',
          pt: 'Descreva um trabalho em que sua contribuição foi maior do que os outros sabiam. Fez algo a respeito? O que aconteceu?',
        },
      ],
      strong: {
        en: 'Gives others clear credit and also states their own part specifically, with a result; aware of what staying invisible can cost.',
        es: 'Reconoce con claridad el mérito de otros y también precisa su propia parte, con un resultado; es consciente de lo que puede costar pasar desapercibido.',
        pt: 'Reconhece com clareza o mérito dos outros e também precisa a própria parte, com um resultado; tem consciência do custo de passar despercebido.',
      },
      weak: {
        en: 'Cannot name their own contribution at all, or has no situation of speaking up for their work.',
        es: 'No logra nombrar en absoluto su propia aportación, o no tiene ninguna situación de haber defendido su trabajo.',
        pt: 'Não consegue apontar de forma alguma a própria contribuição, ou não tem nenhuma situação de ter defendido o próprio trabalho.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A5 Modesty; IPIP-NEO Modesty facet (Goldberg, 1999); Great Eight competency Interacting & Presenting (Bartram, 2005); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person shares credit, recognises others’ expertise and responds when they are not the one who knows best.',
        es: 'Cómo comparte la persona el mérito, reconoce la experiencia de otros y responde cuando no es quien más sabe.',
        pt: 'Como a pessoa divide o mérito, reconhece a competência dos outros e reage quando não é quem mais sabe.',
      },
      questions: [
        {
          en: 'Tell me about a success at work that depended on other people. Walk me through who did what and how the result came about.',
          es: 'Cuéntame un éxito en el trabajo que dependió de otras personas. Explícame paso a paso quién hizo qué y cómo se llegó al resultado.',
          pt: 'Conte um sucesso no trabalho que dependeu de outras pessoas. Explique passo a passo quem fez o quê e como se chegou ao resultado.',
        },
        {
          en: 'Describe a time someone less experienced than you had the better idea. What did you do, and what happened?',
          es: 'Describe una ocasión en la que alguien con menos experiencia que tú tuvo la mejor idea. ¿Qué hiciste y qué pasó?',
          pt: 'Descreva uma ocasião em que alguém com menos experiência teve a ideia melhor. O que fez e o que aconteceu?',
        },
      ],
      strong: {
        en: 'A specific, balanced account of their own and others’ contributions, acknowledges when others were right, and what they learnt from it.',
        es: 'Un relato concreto y equilibrado de su aportación y la de los demás, reconoce cuándo otros tenían razón y qué aprendió de ello.',
        pt: 'Um relato concreto e equilibrado da própria contribuição e da dos outros, reconhece quando os outros estavam certos e o que aprendeu com isso.',
      },
      weak: {
        en: 'Success told almost entirely in the first person, others’ contributions absent or played down, or no example of being wrong.',
        es: 'El éxito se cuenta casi solo en primera persona, la aportación de otros no aparece o se minimiza, o no hay ejemplos de haberse equivocado.',
        pt: 'O sucesso é contado quase só em primeira pessoa, a contribuição dos outros some ou é minimizada, ou não há exemplo de ter errado.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A5 Modesty; ${supportingAndCooperating}; ${behaviourDescriptionInterviewing}`,
    },
  },
  sensitivity_to_others: {
    high: {
      focus: {
        en: 'Whether concern for people is combined with the ability to take and carry out decisions that are hard on someone.',
        es: 'Si la preocupación por las personas se combina con la capacidad de tomar y ejecutar decisiones que resultan duras para alguien.',
        pt: 'Se a preocupação com as pessoas se combina com a capacidade de tomar e executar decisões difíceis para alguém.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to take or communicate a decision at work that was bad news for someone. How did you handle it, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que tuviste que tomar o comunicar una decisión de trabajo que era una mala noticia para alguien. ¿Cómo lo manejaste y cuál fue el resultado?',
          pt: 'Conte uma situação em que precisou tomar ou comunicar uma decisão no trabalho que era uma má notícia para alguém. Como lidou com isso e qual foi o resultado?',
        },
        {
          en: 'Describe a situation where applying a rule consistently was hard on someone you wanted to help. What did you do, and what happened?',
          es: 'Describe una situación en la que aplicar una norma de forma coherente perjudicaba a alguien a quien querías ayudar. ¿Qué hiciste y qué pasó?',
          pt: 'Descreva uma situação em que aplicar uma regra de forma consistente prejudicava alguém que queria ajudar. O que fez e o que aconteceu?',
        },
      ],
      strong: {
        en: 'A specific episode in which they carried the decision through, took care in how it was delivered, and can name the tension between kindness and fairness.',
        es: 'Un episodio concreto en el que llevó adelante la decisión, cuidó cómo la comunicó y sabe nombrar la tensión entre amabilidad y equidad.',
        pt: 'Um episódio concreto em que levou a decisão adiante, cuidou da forma de comunicá-la e sabe apontar a tensão entre gentileza e justiça.',
      },
      weak: {
        en: 'The decision was avoided, delayed or passed to someone else, or no tension is seen at all.',
        es: 'La decisión se evitó, se retrasó o se pasó a otra persona, o no se ve ninguna tensión.',
        pt: 'A decisão foi evitada, adiada ou repassada a outra pessoa, ou nenhuma tensão é percebida.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A6 Tender-mindedness; IPIP-NEO Sympathy facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person takes people’s needs and feelings into account when decisions and rules affect them.',
        es: 'Cómo tiene en cuenta la persona las necesidades y los sentimientos de la gente cuando las decisiones y las normas la afectan.',
        pt: 'Como a pessoa leva em conta as necessidades e os sentimentos das pessoas quando decisões e regras as afetam.',
      },
      questions: [
        {
          en: 'Tell me about a time a decision you made or carried out at work affected people negatively. How did you take them into account, and what was the result?',
          es: 'Cuéntame una ocasión en la que una decisión que tomaste o ejecutaste en el trabajo afectó negativamente a otras personas. ¿Cómo las tuviste en cuenta y cuál fue el resultado?',
          pt: 'Conte uma situação em que uma decisão que tomou ou executou no trabalho afetou pessoas negativamente. Como as levou em conta e qual foi o resultado?',
        },
        {
          en: 'Describe a time a colleague or customer was upset about an outcome you saw as reasonable. What did you do, and how did it end?',
          es: 'Describe una ocasión en la que un colega o un cliente estaba molesto por un resultado que a ti te parecía razonable. ¿Qué hiciste y cómo terminó?',
          pt: 'Descreva uma ocasião em que um colega ou cliente ficou chateado com um resultado que parecia razoável. O que fez e como terminou?',
        },
      ],
      strong: {
        en: 'A concrete case where they kept the substance of the decision but adapted how they communicated or what support they offered, and noticed the human effect.',
        es: 'Un caso concreto en el que mantuvo el fondo de la decisión pero adaptó cómo la comunicó o qué apoyo ofreció, y percibió el efecto en las personas.',
        pt: 'Um caso concreto em que manteve a essência da decisão, mas adaptou a forma de comunicar ou o apoio oferecido, e percebeu o efeito nas pessoas.',
      },
      weak: {
        en: 'Only the logic of the decision, people’s reactions dismissed as irrational, or no example.',
        es: 'Solo la lógica de la decisión, las reacciones de la gente descartadas como irracionales, o ningún ejemplo.',
        pt: 'Apenas a lógica da decisão, as reações das pessoas descartadas como irracionais, ou nenhum exemplo.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of A6 Tender-mindedness; ${supportingAndCooperating}; ${behaviourDescriptionInterviewing}`,
    },
  },
} satisfies Record<AgreeablenessFacet, Readonly<Record<ProbeDirection, InterviewProbe>>>;
