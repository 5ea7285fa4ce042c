import type { ReportSectionKey } from '../../report-sections';
import type { CandidTexts, SectionTexts } from '../report-text-shape';

/** The section titles, the same whoever reads the report. */
export const portugueseSectionTitles: Record<ReportSectionKey, string> = {
  socialRelationships: 'Relações sociais',
  work: 'Trabalho',
  family: 'Família',
  leadershipNeed: 'Necessidade de liderança',
  keyPersonToPerson: 'Chaves pessoa a pessoa',
  generalConclusion: 'Conclusão geral',
};

/** The report sections as the company reads them, in the third person. */
export const portugueseSectionTexts: SectionTexts = {
  socialRelationships: {
    introduction:
      'Esta parte descreve a forma como a pessoa tende a relacionar-se com os outros: como inicia e mantém suas relações, quanta companhia procura e como se sente em contextos sociais.',
    byScale: {
      cordiality: {
        high: 'Costuma transmitir calor humano e proximidade, e muitas vezes deixa os outros à vontade desde o primeiro encontro.',
        average:
          'Mostra-se amável e acessível, e seu calor humano cresce à medida que conhece as pessoas.',
        low: 'Costuma manter alguma reserva com quem ainda não conhece; seu calor humano aparece depois de se criar confiança.',
      },
      gregariousness: {
        high: 'Aprecia encontros movimentados e atividades em grupo, e costuma procurar companhia.',
        average:
          'Aprecia a companhia e os programas em grupo com moderação, e também valoriza o tempo a sós.',
        low: 'Prefere poucas relações próximas e grupos pequenos a grandes encontros, e valoriza o tempo a sós.',
      },
      trust: {
        high: 'Tende a pressupor boas intenções e a dar sua confiança com facilidade.',
        average: 'Confia nos outros em geral, com alguma cautela até os conhecer melhor.',
        low: 'No início costuma agir com cautela e constrói a confiança passo a passo, com base no que os outros demonstram ao longo do tempo.',
      },
      altruism: {
        high: 'Gosta de ajudar e muitas vezes oferece apoio antes de lhe pedirem.',
        average: 'Ajuda os outros de boa vontade e equilibra isso com suas próprias necessidades.',
        low: 'Tende a concentrar-se nas suas próprias responsabilidades e ajuda quando lhe pedem ou quando a necessidade é evidente.',
      },
      social_anxiety: {
        high: 'Em situações novas ou de muita exposição pode sentir algum desconforto e prefere observar antes de participar.',
        average:
          'Sente-se à vontade na maioria das situações sociais, com alguma reserva nas novas ou de muita exposição.',
        low: 'Sente-se à vontade mesmo em situações sociais novas ou de muita exposição, como falar perante um grupo.',
      },
      positive_emotions: {
        high: 'Seu entusiasmo e bom humor costumam notar-se e muitas vezes melhoram o ânimo de quem está à sua volta.',
        average: 'Expressa entusiasmo e bom humor de forma comedida.',
        low: 'Expressa o entusiasmo de forma discreta, por isso os outros nem sempre percebem o quanto aprecia algo.',
      },
    },
  },
  work: {
    introduction:
      'Esta parte descreve a forma como a pessoa tende a organizar, preparar e realizar seu trabalho, e que tipo de tarefas e contextos se ajustam melhor às suas preferências.',
    byScale: {
      competence: {
        high: 'Costuma confiar na sua preparação para as tarefas e enfrenta os desafios com segurança.',
        average:
          'Sente-se capaz na maioria das tarefas e pode querer mais informação antes de assumir as que não conhece.',
        low: 'Pode duvidar da sua capacidade perante tarefas novas; objetivos claros e feedback regular ajudam a trabalhar com segurança.',
      },
      orderliness: {
        high: 'Gosta de estruturas claras, materiais arrumados e procedimentos bem definidos.',
        average: 'Mantém uma ordem razoável no trabalho, sem rigidez.',
        low: 'Trabalha bem sem uma estrutura fixa e organiza-se apenas na medida em que a tarefa o exige.',
      },
      sense_of_duty: {
        high: 'Leva muito a sério seus compromissos e segue de perto as normas e os procedimentos acordados.',
        average:
          'Em geral cumpre seus compromissos e segue os procedimentos, com alguma flexibilidade quando as circunstâncias mudam.',
        low: 'Tende a interpretar as normas com flexibilidade; combinar com clareza o que é essencial ajuda a alinhar expectativas.',
      },
      need_for_achievement: {
        high: 'Define metas ambiciosas e investe um esforço considerável para as alcançar.',
        average: 'Define metas realistas e trabalha de forma constante para as atingir.',
        low: 'Prefere um ritmo sustentável a objetivos ambiciosos e valoriza o equilíbrio entre o trabalho e outras áreas da vida.',
      },
      deliberation: {
        high: 'Antes de decidir, tende a ponderar com cuidado as opções e suas consequências, o que favorece decisões bem fundamentadas.',
        average: 'Pondera as decisões importantes e resolve rapidamente os assuntos de rotina.',
        low: 'Tende a decidir com rapidez e a agir com base na primeira avaliação, o que é útil quando a rapidez é importante.',
      },
      activity: {
        high: 'Mantém um ritmo ágil e lida bem com várias tarefas ao mesmo tempo.',
        average: 'Mantém um ritmo constante e adapta-o às exigências de cada período.',
        low: 'Prefere um ritmo tranquilo e concentrar-se numa tarefa de cada vez.',
      },
      ideas: {
        high: 'Gosta de analisar problemas complexos e de explorar conceitos e abordagens novas.',
        average: 'Interessa-se por ideias e pela teoria quando têm uma utilidade prática.',
        low: 'Prefere tarefas concretas e práticas a discussões abstratas ou teóricas.',
      },
    },
  },
  family: {
    introduction:
      'Esta parte descreve tendências que costumam manifestar-se na vida familiar e nas relações próximas: como a pessoa expressa o afeto e as emoções e como reage aos altos e baixos do dia a dia em casa.',
    byScale: {
      cordiality: {
        high: 'Com as pessoas mais próximas tende a expressar o carinho de forma aberta e calorosa.',
        average: 'Mostra afeto às pessoas próximas de forma natural e comedida.',
        low: 'Tende a demonstrar o afeto mais com gestos práticos do que com palavras.',
      },
      feelings: {
        high: 'Dá às emoções um lugar importante e costuma falar delas abertamente com as pessoas de confiança.',
        average: 'Reconhece suas emoções e fala delas quando lhe parece o momento certo.',
        low: 'Tende a guardar as emoções para si e prefere falar de questões concretas e práticas.',
      },
      sensitivity_to_others: {
        high: 'Presta atenção ao que os outros sentem e comove-se com suas necessidades.',
        average:
          'Percebe as necessidades das pessoas próximas e responde a elas sem perder uma visão prática.',
        low: 'Perante as questões familiares tende a responder com soluções práticas mais do que com demonstrações de compaixão.',
      },
      anxiety: {
        high: 'Pode preocupar-se com o bem-estar das pessoas queridas e antecipar dificuldades.',
        average:
          'Preocupa-se com as questões familiares quando há motivo, sem que a preocupação costume dominar.',
        low: 'Tende a encarar as questões familiares com calma e raramente se preocupa por antecipação.',
      },
      depression: {
        high: 'Nas fases difíceis pode desanimar com mais facilidade, e o apoio das pessoas próximas ajuda.',
        average:
          'Vive os momentos de menor ânimo habituais, que costumam passar com o tempo e o apoio dos seus.',
        low: 'Tende a manter uma visão esperançosa e ajuda a sustentar o ânimo em casa nas fases difíceis.',
      },
      excitement_seeking: {
        high: 'Aprecia programas que trazem novidade e estímulo, como viagens ou atividades novas.',
        average: 'Aprecia alguma novidade nos programas e também valoriza as rotinas tranquilas.',
        low: 'Prefere programas calmos e conhecidos e uma rotina familiar previsível.',
      },
    },
  },
  leadershipNeed: {
    introduction:
      'Esta parte descreve o tipo de orientação que a pessoa tende a preferir de quem a lidera, quanta autonomia lhe convém e até que ponto se inclina a assumir ela própria a liderança.',
    byScale: {
      assertiveness: {
        high: 'Tende a assumir a liderança com naturalidade e pode procurar oportunidades para orientar outras pessoas.',
        average:
          'Consegue tomar a iniciativa quando a situação o exige e também trabalha bem sob a liderança de outros.',
        low: 'Prefere que outras pessoas assumam a liderança e dá seu melhor quando os papéis e as responsabilidades estão claros.',
      },
      competence: {
        high: 'Confia no seu próprio critério e, em geral, precisa de pouca orientação para avançar.',
        average: 'Trabalha com autonomia nas tarefas conhecidas e agradece orientação nas novas.',
        low: 'Beneficia de uma liderança que defina objetivos claros, dê feedback regular e reconheça os progressos.',
      },
      self_discipline: {
        high: 'Organiza seu próprio trabalho e conclui as tarefas sem necessidade de supervisão próxima.',
        average:
          'Em geral mantém-se nas suas tarefas, e um acompanhamento pontual ajuda a manter o ritmo.',
        low: 'Prazos parciais e um acompanhamento regular ajudam a manter as tarefas no rumo certo.',
      },
      vulnerability: {
        high: 'Sob pressão intensa valoriza uma liderança disponível, que defina prioridades e ofereça apoio.',
        average:
          'Gere sem ajuda a maior parte da pressão e agradece apoio nos momentos especialmente exigentes.',
        low: 'Mantém a compostura sob pressão e responde com segurança em situações urgentes, mesmo com pouco apoio.',
      },
      values: {
        high: 'Valoriza líderes que expliquem as razões das decisões e estejam abertos a questionar as normas estabelecidas.',
        average:
          'Respeita as normas estabelecidas e agradece que lhe expliquem as mudanças quando são introduzidas.',
        low: 'Sente-se bem com hierarquias claras, normas estabelecidas e orientações explícitas.',
      },
    },
  },
  keyPersonToPerson: {
    introduction:
      'Esta parte oferece chaves práticas para as conversas individuais com a pessoa: como tende a comunicar, a lidar com desacordos e a reagir ao reconhecimento e à mudança.',
    byScale: {
      frankness: {
        high: 'Costuma dizer o que pensa e aprecia a mesma franqueza; o que funciona melhor é uma comunicação aberta e transparente.',
        average: 'Comunica com sinceridade e ajusta seu grau de franqueza a cada situação.',
        low: 'Pode colocar a própria vantagem em primeiro lugar; acordos explícitos, critérios transparentes e o acompanhamento do que foi combinado funcionam melhor do que a confiança implícita.',
      },
      conciliatory_attitude: {
        high: 'Tende a evitar o confronto, por isso convém convidar expressamente a pessoa a manifestar seu desacordo e garantir que o pode fazer com segurança.',
        average:
          'Procura o acordo na maioria dos casos e mantém sua posição quando algo lhe importa.',
        low: 'Defende suas posições com firmeza; dados bem fundamentados e um debate respeitoso costumam funcionar melhor do que apelos à harmonia.',
      },
      modesty: {
        high: 'Tende a desvalorizar seus méritos, por isso costuma apreciar um reconhecimento concreto e discreto.',
        average: 'Aprecia um reconhecimento justo e proporcionado.',
        low: 'Confia nas suas contribuições e valoriza que suas conquistas sejam reconhecidas de forma visível.',
      },
      impulsivity: {
        high: 'Pode reagir no momento, por isso ajuda deixar margem para retomar a conversa com calma mais tarde.',
        average: 'Costuma ter reações comedidas, com uma ou outra resposta espontânea.',
        low: 'Mantém reações comedidas e raramente responde por impulso.',
      },
      hostility: {
        high: 'Pode frustrar-se rapidamente quando algo lhe parece injusto; explicar as razões cedo e com calma ajuda a prevenir tensões.',
        average:
          'Pode mostrar alguma irritação em situações tensas, normalmente em proporção à causa.',
        low: 'Mantém a paciência em conversas tensas e raramente entra em confronto.',
      },
      actions: {
        high: 'Recebe bem propostas e formas de trabalhar novas, e costuma ter vontade de as experimentar.',
        average: 'Aceita as mudanças quando seu propósito é claro e há tempo para se adaptar.',
        low: 'Prefere formas de trabalhar conhecidas; convém introduzir as mudanças de forma gradual e com razões claras.',
      },
    },
  },
  generalConclusion: {
    introduction:
      'Em conjunto, as cinco grandes dimensões do modelo desenham o estilo geral da pessoa.',
    byScale: {
      neuroticism_x_emotional_stability: {
        high: 'No plano emocional, tende a reagir com intensidade à pressão e aos contratempos; contextos previsíveis e apoio nos momentos exigentes ajudam a dar seu melhor.',
        average:
          'No plano emocional, mostra um equilíbrio semelhante ao da maioria das pessoas, com as reações habituais à pressão.',
        low: 'No plano emocional, tende a manter a calma e a estabilidade, mesmo em situações exigentes.',
      },
      extraversion: {
        high: 'Orienta-se para as pessoas e para a atividade, e a interação social dá-lhe energia.',
        average: 'Move-se com naturalidade entre a atividade social e os momentos mais tranquilos.',
        low: 'Prefere ambientes tranquilos e trabalho concentrado, e relaciona-se com os outros de forma mais reservada.',
      },
      openness_to_experience: {
        high: 'Mostra curiosidade e abertura perante ideias, experiências e pontos de vista novos.',
        average: 'Combina a abertura ao novo com o apreço pelo que já deu bons resultados.',
        low: 'Valoriza o prático, o concreto e as formas de fazer estabelecidas.',
      },
      agreeableness_or_amiability: {
        high: 'Nas relações tende à cooperação, à consideração e à confiança.',
        average: 'Nas relações equilibra a cooperação com a defesa das suas próprias opiniões.',
        low: 'Nas relações tende ao ceticismo e à competitividade, e defende com firmeza as próprias opiniões e interesses.',
      },
      perseverance_or_responsibility: {
        high: 'Nas tarefas tende à organização, à constância e ao rigor.',
        average: 'Nas tarefas combina compromisso e organização com flexibilidade.',
        low: 'Nas tarefas prefere a flexibilidade e a espontaneidade aos planos detalhados.',
      },
    },
  },
};

/** As afirmações francas de integridade das partes do relatório tal como a empresa as lê (candour.ts). */
export const portugueseCandidSectionTexts: CandidTexts['sections'] = {
  socialRelationships: {},
  work: {
    sense_of_duty:
      'Pode descumprir compromissos ou normas quando lhe são inconvenientes; combinar de forma explícita o que é essencial, com acompanhamento, ajuda a manter as obrigações em dia.',
  },
  family: {},
  leadershipNeed: {},
  keyPersonToPerson: {
    frankness:
      'Pode colocar a própria vantagem em primeiro lugar, mesmo à custa da sinceridade; acordos explícitos, critérios transparentes e o acompanhamento do que foi combinado funcionam melhor do que a confiança implícita.',
  },
  generalConclusion: {},
};
