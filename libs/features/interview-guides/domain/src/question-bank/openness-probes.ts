import type { facetsByDomain } from '@facet/assessment-domain';
import type { InterviewProbe, ProbeDirection, QuestionBankPart } from './probe-shape';

type OpennessFacet = (typeof facetsByDomain)['openness_to_experience'][number];

const behaviourDescriptionInterviewing =
  'behaviour description interviewing (Janz, 1982; Motowidlo et al., 1992)';
const creatingAndConceptualizing =
  'Great Eight competency Creating & Conceptualizing (Bartram, 2005)';

/**
 * The six Openness to Experience facets. A high probe looks at what curiosity and a taste for the
 * new cost where the role wants steadiness; a low probe at how the person meets the new and the
 * abstract when the role asks for it.
 */
export const opennessProbes: QuestionBankPart = {
  fantasy: {
    high: {
      focus: {
        en: 'Whether a rich imagination turns into useful ideas and whether the person stays with concrete, present tasks when the work requires it.',
        es: 'Si una imaginación rica se traduce en ideas útiles y si la persona se mantiene en las tareas concretas del momento cuando el trabajo lo exige.',
        pt: 'Se uma imaginação rica se converte em ideias úteis e se a pessoa se mantém nas tarefas concretas do momento quando o trabalho exige.',
      },
      questions: [
        {
          en: 'Tell me about a time a task needed close attention to concrete details while your mind kept going to other possibilities. What was the situation, what did you do and how did it turn out?',
          es: 'Cuéntame una ocasión en la que una tarea exigía mucha atención a detalles concretos mientras tu mente se iba a otras posibilidades. ¿Cuál era la situación, qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que uma tarefa exigia muita atenção a detalhes concretos enquanto a mente ia para outras possibilidades. Qual era a situação, o que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you pictured how something at work could be done very differently. What did you do with that idea, and what came of it?',
          es: 'Describe una ocasión en la que imaginaste cómo algo del trabajo podía hacerse de una forma muy distinta. ¿Qué hiciste con esa idea y qué resultó de ella?',
          pt: 'Descreva uma ocasião em que imaginou como algo no trabalho poderia ser feito de forma muito diferente. O que fez com essa ideia e o que resultou dela?',
        },
      ],
      strong: {
        en: 'A specific episode: they noticed their attention drifting, used a way of staying on the task, and can say when imagining alternatives helped and when it got in the way.',
        es: 'Un episodio concreto: notó que su atención se dispersaba, usó una forma de volver a la tarea y sabe decir cuándo imaginar alternativas ayudó y cuándo estorbó.',
        pt: 'Um episódio concreto: percebeu a atenção se dispersando, usou uma forma de voltar à tarefa e sabe dizer quando imaginar alternativas ajudou e quando atrapalhou.',
      },
      weak: {
        en: 'General statements about being creative with no example of finishing concrete work, or missed details put down to the task being boring.',
        es: 'Afirmaciones generales sobre su creatividad sin ejemplo de trabajo concreto terminado, o detalles pasados por alto atribuidos a que la tarea era aburrida.',
        pt: 'Afirmações gerais sobre ser criativo sem exemplo de trabalho concreto concluído, ou detalhes perdidos atribuídos a uma tarefa entediante.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O1 Fantasy; IPIP-NEO Imagination facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person copes when the work asks them to imagine what does not exist yet: future scenarios, a user’s experience, a new way of working.',
        es: 'Cómo se desenvuelve la persona cuando el trabajo le pide imaginar lo que aún no existe: escenarios futuros, la experiencia de un usuario, otra forma de trabajar.',
        pt: 'Como a pessoa lida quando o trabalho pede imaginar o que ainda não existe: cenários futuros, a experiência de um usuário, uma nova forma de trabalhar.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to picture something that did not exist yet, such as a new product, a future plan or a customer’s experience. How did you go about it, and what was the result?',
          es: 'Cuéntame una ocasión en la que tuviste que imaginar algo que aún no existía, como un producto nuevo, un plan a futuro o la experiencia de un cliente. ¿Cómo lo abordaste y cuál fue el resultado?',
          pt: 'Conte uma situação em que precisou imaginar algo que ainda não existia, como um produto novo, um plano futuro ou a experiência de um cliente. Como abordou isso e qual foi o resultado?',
        },
        {
          en: 'Describe a time someone brought you an idea that seemed far-fetched at first. What did you do with it, and how did it end?',
          es: 'Describe una ocasión en la que alguien te propuso una idea que al principio parecía descabellada. ¿Qué hiciste con ella y cómo terminó?',
          pt: 'Descreva uma ocasião em que alguém trouxe uma ideia que de início parecia absurda. O que fez com ela e como terminou?',
        },
      ],
      strong: {
        en: 'A concrete case where they built a picture of the unknown with a method of their own (sketches, scenarios, asking users) and weigh practical realism against missed possibilities.',
        es: 'Un caso concreto en el que construyó una imagen de lo desconocido con un método propio (bocetos, escenarios, preguntar a usuarios) y sopesa el realismo práctico frente a las posibilidades perdidas.',
        pt: 'Um caso concreto em que construiu uma visão do desconhecido com um método próprio (esboços, cenários, conversas com usuários) e pondera o realismo prático frente às possibilidades perdidas.',
      },
      weak: {
        en: 'Dismisses imagining as a waste of time without an example, or describes only tasks where everything was already defined.',
        es: 'Descarta imaginar como una pérdida de tiempo sin dar ejemplo, o solo describe tareas en las que todo ya estaba definido.',
        pt: 'Descarta imaginar como perda de tempo sem dar exemplo, ou descreve apenas tarefas em que tudo já estava definido.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O1 Fantasy; ${creatingAndConceptualizing}; ${behaviourDescriptionInterviewing}`,
    },
  },
  aesthetic_appreciation: {
    high: {
      focus: {
        en: 'Whether care for form, design and presentation is balanced against deadlines and what the work actually needs.',
        es: 'Si el cuidado por la forma, el diseño y la presentación se equilibra con los plazos y con lo que el trabajo realmente necesita.',
        pt: 'Se o cuidado com forma, design e apresentação se equilibra com os prazos e com o que o trabalho realmente precisa.',
      },
      questions: [
        {
          en: 'Tell me about a time you wanted to keep improving how something looked or read, but the deadline or the audience called for ‘good enough’. What did you do, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que querías seguir mejorando cómo se veía o se leía algo, pero el plazo o el público pedían algo «suficientemente bueno». ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que queria continuar melhorando a aparência ou o texto de algo, mas o prazo ou o público pediam algo “bom o suficiente”. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time your sense of design or style shaped a piece of work. What did you change, and how was it received?',
          es: 'Describe una ocasión en la que tu sentido del diseño o del estilo dio forma a un trabajo. ¿Qué cambiaste y cómo se recibió?',
          pt: 'Descreva uma ocasião em que seu senso de design ou de estilo deu forma a um trabalho. O que mudou e como foi recebido?',
        },
      ],
      strong: {
        en: 'Names a moment when they chose where polish mattered and where it did not, and a result that others valued.',
        es: 'Nombra un momento en el que decidió dónde importaba pulir y dónde no, y un resultado que otros valoraron.',
        pt: 'Cita um momento em que decidiu onde o acabamento importava e onde não, e um resultado que outros valorizaram.',
      },
      weak: {
        en: 'Perfectionism presented as a virtue with no cost, or complaints that others lack taste.',
        es: 'Presenta el perfeccionismo como una virtud sin coste, o se queja de que a los demás les falta gusto.',
        pt: 'Apresenta o perfeccionismo como virtude sem custo, ou reclama que os outros não têm bom gosto.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O2 Aesthetics; IPIP-NEO Artistic Interests facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person handles work where presentation, design or the experience of the audience matters as much as the content.',
        es: 'Cómo maneja la persona el trabajo en el que la presentación, el diseño o la experiencia del público importan tanto como el contenido.',
        pt: 'Como a pessoa lida com trabalhos em que a apresentação, o design ou a experiência do público importam tanto quanto o conteúdo.',
      },
      questions: [
        {
          en: 'Tell me about a time the way something looked or was presented mattered as much as its content, such as a report, a space or a product. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que la forma en que algo se veía o se presentaba importaba tanto como su contenido, como un informe, un espacio o un producto. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que a aparência ou a apresentação de algo importava tanto quanto o conteúdo, como um relatório, um espaço ou um produto. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you received feedback about the form of your work rather than its substance. How did you respond, and what changed?',
          es: 'Describe una ocasión en la que recibiste comentarios sobre la forma de tu trabajo más que sobre su fondo. ¿Cómo respondiste y qué cambió?',
          pt: 'Descreva uma ocasião em que recebeu um retorno sobre a forma do seu trabalho, e não sobre o conteúdo. Como respondeu e o que mudou?',
        },
      ],
      strong: {
        en: 'A specific case where they took presentation seriously, looked for help or standards where it was not their strength, and can say what difference it made.',
        es: 'Un caso concreto en el que se tomó en serio la presentación, buscó ayuda o referencias donde no era su fuerte y sabe decir qué diferencia marcó.',
        pt: 'Um caso concreto em que levou a apresentação a sério, buscou ajuda ou referências onde não era seu ponto forte e sabe dizer que diferença fez.',
      },
      weak: {
        en: 'Treats form as irrelevant, gives no example, or sees feedback about presentation as nitpicking.',
        es: 'Trata la forma como irrelevante, no da ejemplo o ve los comentarios sobre la presentación como detalles sin importancia.',
        pt: 'Trata a forma como irrelevante, não dá exemplo ou vê o retorno sobre a apresentação como implicância.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O2 Aesthetics; ${behaviourDescriptionInterviewing}`,
    },
  },
  feelings: {
    high: {
      focus: {
        en: 'Whether awareness of their own feelings informs the person’s judgement and whether they can keep an even, neutral stance when the role asks for it.',
        es: 'Si la conciencia de sus propios sentimientos informa el juicio de la persona y si puede mantener una postura serena y neutral cuando el puesto lo pide.',
        pt: 'Se a consciência dos próprios sentimentos informa o julgamento da pessoa e se ela consegue manter uma postura serena e neutra quando a função pede.',
      },
      questions: [
        {
          en: 'Tell me about a time you felt strongly about a work situation but needed to keep a neutral, factual stance. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que algo del trabajo te afectó mucho pero necesitabas mantener una postura neutral y basada en hechos. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que algo no trabalho mexeu muito com seus sentimentos, mas era preciso manter uma postura neutra e factual. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time paying attention to your own reaction to a situation helped you make a decision at work. What happened?',
          es: 'Describe una ocasión en la que prestar atención a tu propia reacción ante una situación te ayudó a tomar una decisión en el trabajo. ¿Qué pasó?',
          pt: 'Descreva uma ocasião em que prestar atenção à própria reação diante de uma situação ajudou a tomar uma decisão no trabalho. O que aconteceu?',
        },
      ],
      strong: {
        en: 'They noticed their reaction, used it as information and still acted as the situation required, and can say what others saw of it.',
        es: 'Notó su reacción, la usó como información y aun así actuó como la situación requería, y sabe decir qué percibieron los demás.',
        pt: 'Percebeu a própria reação, usou-a como informação e ainda assim agiu como a situação exigia, e sabe dizer o que os outros perceberam.',
      },
      weak: {
        en: 'Either says feelings never play a part at work, or describes reactions that took over with no thought of their effect.',
        es: 'O dice que los sentimientos nunca influyen en el trabajo, o describe reacciones que se impusieron sin pensar en su efecto.',
        pt: 'Ou diz que sentimentos nunca influenciam no trabalho, ou descreve reações que tomaram conta sem pensar no efeito.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O3 Feelings; IPIP-NEO Emotionality facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person notices and uses emotional information, their own and that of others, when the work depends on it.',
        es: 'Cómo percibe y usa la persona la información emocional, la propia y la de los demás, cuando el trabajo depende de ella.',
        pt: 'Como a pessoa percebe e usa informações emocionais, as próprias e as dos outros, quando o trabalho depende delas.',
      },
      questions: [
        {
          en: 'Tell me about a time you realised later that how people felt about a work situation had mattered more than you first thought. What happened, and what did you do about it?',
          es: 'Cuéntame una ocasión en la que te diste cuenta después de que lo que la gente sentía sobre una situación de trabajo había importado más de lo que pensabas. ¿Qué pasó y qué hiciste al respecto?',
          pt: 'Conte uma situação em que percebeu depois que o que as pessoas sentiam sobre uma situação de trabalho tinha importado mais do que imaginava. O que aconteceu e o que fez a respeito?',
        },
        {
          en: 'Describe a time you had to convey enthusiasm or concern about something at work, not only the facts. How did you go about it, and what was the effect?',
          es: 'Describe una ocasión en la que tuviste que transmitir entusiasmo o preocupación por algo del trabajo, no solo los hechos. ¿Cómo lo hiciste y qué efecto tuvo?',
          pt: 'Descreva uma ocasião em que precisou transmitir entusiasmo ou preocupação com algo no trabalho, e não apenas os fatos. Como fez isso e qual foi o efeito?',
        },
      ],
      strong: {
        en: 'A specific episode where they recognised emotional cues they had first missed, or deliberately attended to them, and what they changed afterwards.',
        es: 'Un episodio concreto en el que reconoció señales emocionales que al principio pasó por alto, o las atendió a propósito, y qué cambió después.',
        pt: 'Um episódio concreto em que reconheceu sinais emocionais que de início deixou passar, ou prestou atenção a eles de propósito, e o que mudou depois.',
      },
      weak: {
        en: 'Dismisses feelings as irrelevant to work, or gives no example and no sense of how others experienced the situation.',
        es: 'Descarta los sentimientos como ajenos al trabajo, o no da ejemplo ni idea de cómo vivieron los demás la situación.',
        pt: 'Descarta sentimentos como irrelevantes para o trabalho, ou não dá exemplo nem noção de como os outros viveram a situação.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O3 Feelings; ${behaviourDescriptionInterviewing}`,
    },
  },
  actions: {
    high: {
      focus: {
        en: 'Whether a taste for variety and new ways of doing things is balanced with consistency when the work relies on established routines.',
        es: 'Si el gusto por la variedad y por hacer las cosas de otra manera se equilibra con la constancia cuando el trabajo depende de rutinas establecidas.',
        pt: 'Se o gosto por variedade e por novas formas de fazer as coisas se equilibra com constância quando o trabalho depende de rotinas estabelecidas.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to follow the same established procedure for a long stretch. How did you keep the quality up, and how did it go?',
          es: 'Cuéntame una ocasión en la que tuviste que seguir el mismo procedimiento establecido durante mucho tiempo. ¿Cómo mantuviste la calidad y cómo salió?',
          pt: 'Conte uma situação em que precisou seguir o mesmo procedimento estabelecido por um longo período. Como manteve a qualidade e como foi?',
        },
        {
          en: 'Describe a time you changed how a task was done mainly to try something new. What happened, and what would you do the same or differently?',
          es: 'Describe una ocasión en la que cambiaste la forma de hacer una tarea sobre todo por probar algo nuevo. ¿Qué pasó y qué repetirías o harías distinto?',
          pt: 'Descreva uma ocasião em que mudou a forma de fazer uma tarefa principalmente para experimentar algo novo. O que aconteceu e o que repetiria ou faria diferente?',
        },
      ],
      strong: {
        en: 'A concrete example of staying consistent in routine work, and a change they made for a stated reason with a checked result.',
        es: 'Un ejemplo concreto de constancia en trabajo rutinario, y un cambio hecho por una razón clara y con un resultado comprobado.',
        pt: 'Um exemplo concreto de constância em trabalho rotineiro, e uma mudança feita por um motivo claro e com resultado verificado.',
      },
      weak: {
        en: 'Says routine is unbearable, or describes changes made for novelty with no thought of the effect on others.',
        es: 'Dice que la rutina le resulta insoportable, o describe cambios hechos por novedad sin pensar en el efecto sobre los demás.',
        pt: 'Diz que a rotina é insuportável, ou descreve mudanças feitas pela novidade sem pensar no efeito sobre os outros.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O4 Actions; IPIP-NEO Adventurousness facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person responds when familiar ways of working change: new tools, processes, teams or places.',
        es: 'Cómo responde la persona cuando cambian las formas de trabajar conocidas: herramientas, procesos, equipos o lugares nuevos.',
        pt: 'Como a pessoa responde quando mudam as formas de trabalhar conhecidas: novas ferramentas, processos, equipes ou lugares.',
      },
      questions: [
        {
          en: 'Tell me about a time the way you worked changed a lot, such as a new system, process or team. What did you do to get up to speed, and what was the result?',
          es: 'Cuéntame una ocasión en la que tu forma de trabajar cambió mucho, por ejemplo con un sistema, un proceso o un equipo nuevo. ¿Qué hiciste para ponerte al día y cuál fue el resultado?',
          pt: 'Conte uma situação em que a forma de trabalhar mudou muito, como um novo sistema, processo ou equipe. O que fez para se adaptar e qual foi o resultado?',
        },
        {
          en: 'Describe a time you chose to do something at work in a way you had never tried before. Why, and how did it turn out?',
          es: 'Describe una ocasión en la que decidiste hacer algo en el trabajo de una forma que nunca habías probado. ¿Por qué y cómo salió?',
          pt: 'Descreva uma ocasião em que decidiu fazer algo no trabalho de um jeito que nunca tinha experimentado. Por quê, e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A specific change they went through, the steps they took to adapt, and an honest view of what was hard and what they gained.',
        es: 'Un cambio concreto que vivió, los pasos que dio para adaptarse y una visión honesta de lo que le costó y lo que ganó.',
        pt: 'Uma mudança concreta que viveu, os passos que deu para se adaptar e uma visão honesta do que foi difícil e do que ganhou.',
      },
      weak: {
        en: 'Only examples of resisting change or waiting for it to pass, or the change blamed for poor results.',
        es: 'Solo ejemplos de resistirse al cambio o esperar a que pase, o culpa al cambio de los malos resultados.',
        pt: 'Apenas exemplos de resistir à mudança ou esperar que passe, ou culpa a mudança pelos maus resultados.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O4 Actions; Great Eight competency Adapting & Coping (Bartram, 2005); ${behaviourDescriptionInterviewing}`,
    },
  },
  ideas: {
    high: {
      focus: {
        en: 'Whether intellectual curiosity serves the work, and whether the person can settle on a practical answer when deeper analysis would not pay off.',
        es: 'Si la curiosidad intelectual está al servicio del trabajo y si la persona sabe quedarse con una respuesta práctica cuando un análisis más profundo no compensa.',
        pt: 'Se a curiosidade intelectual está a serviço do trabalho e se a pessoa sabe ficar com uma resposta prática quando uma análise mais profunda não compensa.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to settle for a practical solution although you wanted to understand the problem more deeply. What did you do, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que tuviste que conformarte con una solución práctica aunque querías entender el problema más a fondo. ¿Qué hiciste y cómo salió?',
          pt: 'Conte uma situação em que precisou ficar com uma solução prática embora quisesse entender o problema mais a fundo. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you explored a question or an idea beyond what the task needed. What came of it for the work?',
          es: 'Describe una ocasión en la que exploraste una pregunta o una idea más allá de lo que la tarea necesitaba. ¿Qué aportó eso al trabajo?',
          pt: 'Descreva uma ocasião em que explorou uma questão ou ideia além do que a tarefa exigia. O que isso trouxe para o trabalho?',
        },
      ],
      strong: {
        en: 'A specific case where they judged how much analysis the situation deserved, with a result, and an example of curiosity leading to something useful.',
        es: 'Un caso concreto en el que juzgó cuánto análisis merecía la situación, con un resultado, y un ejemplo de curiosidad que llevó a algo útil.',
        pt: 'Um caso concreto em que avaliou quanta análise a situação merecia, com um resultado, e um exemplo de curiosidade que levou a algo útil.',
      },
      weak: {
        en: 'Enjoys the theory with no link to results, or cannot give an example of deciding before understanding everything.',
        es: 'Disfruta de la teoría sin vincularla a resultados, o no puede dar un ejemplo de decidir antes de entenderlo todo.',
        pt: 'Gosta da teoria sem ligação com resultados, ou não consegue dar exemplo de decidir antes de entender tudo.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O5 Ideas; IPIP-NEO Intellect facet (Goldberg, 1999); ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person deals with abstract or unfamiliar problems and with new concepts that must be understood before they can be applied.',
        es: 'Cómo aborda la persona problemas abstractos o desconocidos y conceptos nuevos que hay que entender antes de poder aplicarlos.',
        pt: 'Como a pessoa lida com problemas abstratos ou desconhecidos e com conceitos novos que precisam ser entendidos antes de aplicados.',
      },
      questions: [
        {
          en: 'Tell me about a time you had to understand a complex or abstract subject quickly to do your work. How did you go about it, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que tuviste que entender rápido un tema complejo o abstracto para hacer tu trabajo. ¿Cómo lo abordaste y cuál fue el resultado?',
          pt: 'Conte uma situação em que precisou entender rapidamente um assunto complexo ou abstrato para fazer o trabalho. Como abordou isso e qual foi o resultado?',
        },
        {
          en: 'Describe a problem at work that had no obvious solution. Walk me through how you worked on it and what happened.',
          es: 'Describe un problema del trabajo que no tenía una solución evidente. Explícame paso a paso cómo lo trabajaste y qué pasó.',
          pt: 'Descreva um problema no trabalho que não tinha solução evidente. Explique passo a passo como trabalhou nele e o que aconteceu.',
        },
      ],
      strong: {
        en: 'Describes their own way of learning or analysing (sources, questions, trials), a result, and what they would do differently.',
        es: 'Describe su propia forma de aprender o analizar (fuentes, preguntas, pruebas), un resultado y qué haría distinto.',
        pt: 'Descreve sua própria forma de aprender ou analisar (fontes, perguntas, testes), um resultado e o que faria diferente.',
      },
      weak: {
        en: 'Avoided the problem or passed it on, or has no episode of working through something unfamiliar.',
        es: 'Evitó el problema o se lo pasó a otros, o no tiene ningún episodio de haber resuelto algo desconocido.',
        pt: 'Evitou o problema ou o repassou, ou não tem nenhum episódio de ter resolvido algo desconhecido.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O5 Ideas; Great Eight competency Analyzing & Interpreting (Bartram, 2005); ${behaviourDescriptionInterviewing}`,
    },
  },
  values: {
    high: {
      focus: {
        en: 'How the person handles established rules and conventions at work that they question, and whether they can work within them when the role requires it.',
        es: 'Cómo maneja la persona las normas y convenciones establecidas del trabajo que cuestiona, y si puede trabajar dentro de ellas cuando el puesto lo requiere.',
        pt: 'Como a pessoa lida com regras e convenções estabelecidas no trabalho que questiona, e se consegue trabalhar dentro delas quando a função exige.',
      },
      questions: [
        {
          en: 'Tell me about a time you disagreed with an established rule or way of doing things at work but had to follow it. What did you do, and what was the outcome?',
          es: 'Cuéntame una ocasión en la que no estabas de acuerdo con una norma o costumbre establecida en el trabajo pero tenías que seguirla. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Conte uma situação em que discordava de uma regra ou prática estabelecida no trabalho, mas precisava segui-la. O que fez e qual foi o resultado?',
        },
        {
          en: 'Describe a time you challenged a convention at work. How did you make your case, and what happened?',
          es: 'Describe una ocasión en la que cuestionaste una convención en el trabajo. ¿Cómo argumentaste tu postura y qué pasó?',
          pt: 'Descreva uma ocasião em que questionou uma convenção no trabalho. Como defendeu seu ponto de vista e o que aconteceu?',
        },
      ],
      strong: {
        en: 'A specific episode where they respected the rule while raising the question through the proper channels, with a result and an understanding of why the rule existed.',
        es: 'Un episodio concreto en el que respetó la norma mientras planteaba la duda por los canales adecuados, con un resultado y comprendiendo por qué existía la norma.',
        pt: 'Um episódio concreto em que respeitou a regra enquanto levantava a questão pelos canais adequados, com um resultado e entendendo por que a regra existia.',
      },
      weak: {
        en: 'Rules dismissed as pointless, or episodes of ignoring them with no thought of the consequences.',
        es: 'Descarta las normas como inútiles, o cuenta episodios de ignorarlas sin pensar en las consecuencias.',
        pt: 'Descarta as regras como inúteis, ou relata episódios de ignorá-las sem pensar nas consequências.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O6 Values, applied to workplace rules and conventions only; ${behaviourDescriptionInterviewing}`,
    },
    low: {
      focus: {
        en: 'How the person responds when established practices are questioned and when colleagues or clients see the work very differently.',
        es: 'Cómo responde la persona cuando se cuestionan prácticas establecidas y cuando colegas o clientes ven el trabajo de forma muy distinta.',
        pt: 'Como a pessoa responde quando práticas estabelecidas são questionadas e quando colegas ou clientes veem o trabalho de forma muito diferente.',
      },
      questions: [
        {
          en: 'Tell me about a time an established practice you relied on was questioned or replaced. How did you respond, and how did it turn out?',
          es: 'Cuéntame una ocasión en la que se cuestionó o se reemplazó una práctica establecida en la que te apoyabas. ¿Cómo respondiste y cómo salió?',
          pt: 'Conte uma situação em que uma prática estabelecida na qual confiava foi questionada ou substituída. Como respondeu e qual foi o resultado?',
        },
        {
          en: 'Describe a time you worked with someone whose way of approaching the work was very different from yours. What did you do, and what was the result?',
          es: 'Describe una ocasión en la que trabajaste con alguien cuya forma de abordar el trabajo era muy distinta de la tuya. ¿Qué hiciste y cuál fue el resultado?',
          pt: 'Descreva uma ocasião em que trabalhou com alguém cuja forma de abordar o trabalho era muito diferente da sua. O que fez e qual foi o resultado?',
        },
      ],
      strong: {
        en: 'A concrete case where they weighed the other view on its merits, explain how they reached a decision and what they learnt.',
        es: 'Un caso concreto en el que valoró la otra postura por sus méritos, explica cómo llegó a una decisión y qué aprendió.',
        pt: 'Um caso concreto em que avaliou o outro ponto de vista pelos seus méritos, explica como chegou a uma decisão e o que aprendeu.',
      },
      weak: {
        en: 'Defends the old way only because it was the usual way, or describes the other person as simply wrong.',
        es: 'Defiende la forma de siempre solo porque era la habitual, o describe a la otra persona como simplemente equivocada.',
        pt: 'Defende o jeito antigo só porque era o habitual, ou descreve a outra pessoa como simplesmente errada.',
      },
      source: `Costa & McCrae (1992) NEO PI-R facet definition of O6 Values, applied to workplace practices only; ${creatingAndConceptualizing}; ${behaviourDescriptionInterviewing}`,
    },
  },
} satisfies Record<OpennessFacet, Readonly<Record<ProbeDirection, InterviewProbe>>>;
