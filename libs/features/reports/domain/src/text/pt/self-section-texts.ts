import type { CandidTexts, SectionTexts } from '../report-text-shape';

/** As partes do relatório tal como a pessoa as lê sobre si, tratada por você. */
export const portugueseSelfSectionTexts: SectionTexts = {
  socialRelationships: {
    introduction:
      'Esta parte descreve a forma como você tende a relacionar-se com os outros: como inicia e mantém suas relações, quanta companhia procura e como se sente em contextos sociais.',
    byScale: {
      cordiality: {
        high: 'Você costuma transmitir calor humano e proximidade, e muitas vezes deixa os outros à vontade desde o primeiro encontro.',
        average:
          'Você mostra-se amável e acessível, e seu calor humano cresce à medida que conhece as pessoas.',
        low: 'Você costuma manter alguma reserva com quem ainda não conhece; seu calor humano aparece depois de se criar confiança.',
      },
      gregariousness: {
        high: 'Você aprecia encontros movimentados e atividades em grupo, e costuma procurar companhia.',
        average:
          'Você aprecia a companhia e os programas em grupo com moderação, e também valoriza seu tempo a sós.',
        low: 'Você prefere poucas relações próximas e grupos pequenos a grandes encontros, e valoriza seu tempo a sós.',
      },
      trust: {
        high: 'Você tende a pressupor boas intenções e a dar sua confiança com facilidade.',
        average: 'Você confia nos outros em geral, com alguma cautela até os conhecer melhor.',
        low: 'No início você costuma agir com cautela e constrói a confiança passo a passo, com base no que os outros demonstram ao longo do tempo.',
      },
      altruism: {
        high: 'Você gosta de ajudar e muitas vezes oferece apoio antes de lhe pedirem.',
        average:
          'Você ajuda os outros de boa vontade e equilibra isso com suas próprias necessidades.',
        low: 'Você tende a concentrar-se nas suas próprias responsabilidades e ajuda quando lhe pedem ou quando a necessidade é evidente.',
      },
      social_anxiety: {
        high: 'Em situações novas ou de muita exposição, você pode sentir algum desconforto e prefere observar antes de participar.',
        average:
          'Você sente-se à vontade na maioria das situações sociais, com alguma reserva nas novas ou de muita exposição.',
        low: 'Você sente-se à vontade mesmo em situações sociais novas ou de muita exposição, como falar perante um grupo.',
      },
      positive_emotions: {
        high: 'Seu entusiasmo e bom humor costumam notar-se e muitas vezes melhoram o ânimo de quem está à sua volta.',
        average: 'Você expressa entusiasmo e bom humor de forma comedida.',
        low: 'Você expressa o entusiasmo de forma discreta, por isso os outros nem sempre percebem o quanto você aprecia algo.',
      },
    },
  },
  work: {
    introduction:
      'Esta parte descreve a forma como você tende a organizar, preparar e realizar seu trabalho, e que tipo de tarefas e contextos se ajustam melhor às suas preferências.',
    byScale: {
      competence: {
        high: 'Você costuma confiar na sua preparação para as tarefas e enfrenta os desafios com segurança.',
        average:
          'Você sente-se capaz na maioria das tarefas e pode querer mais informação antes de assumir as que não conhece.',
        low: 'Você pode duvidar da sua capacidade perante tarefas novas; objetivos claros e feedback regular ajudam você a trabalhar com segurança.',
      },
      orderliness: {
        high: 'Você gosta de estruturas claras, materiais arrumados e procedimentos bem definidos.',
        average: 'Você mantém uma ordem razoável no seu trabalho, sem rigidez.',
        low: 'Você trabalha bem sem uma estrutura fixa e organiza-se apenas na medida em que a tarefa o exige.',
      },
      sense_of_duty: {
        high: 'Você leva muito a sério seus compromissos e segue de perto as normas e os procedimentos acordados.',
        average:
          'Em geral você cumpre seus compromissos e segue os procedimentos, com alguma flexibilidade quando as circunstâncias mudam.',
        low: 'Você tende a interpretar as normas com flexibilidade; combinar com clareza o que é essencial ajuda a alinhar expectativas com quem trabalha com você.',
      },
      need_for_achievement: {
        high: 'Você define metas ambiciosas e investe um esforço considerável para as alcançar.',
        average: 'Você define metas realistas e trabalha de forma constante para as atingir.',
        low: 'Você prefere um ritmo sustentável a objetivos ambiciosos e valoriza o equilíbrio entre o trabalho e outras áreas da vida.',
      },
      deliberation: {
        high: 'Antes de decidir, você tende a ponderar com cuidado as opções e suas consequências, o que favorece decisões bem fundamentadas.',
        average:
          'Você pondera as decisões importantes e resolve rapidamente os assuntos de rotina.',
        low: 'Você tende a decidir com rapidez e a agir com base na sua primeira avaliação, o que é útil quando a rapidez é importante.',
      },
      activity: {
        high: 'Você mantém um ritmo ágil e lida bem com várias tarefas ao mesmo tempo.',
        average: 'Você mantém um ritmo constante e adapta-o às exigências de cada período.',
        low: 'Você prefere um ritmo tranquilo e concentrar-se numa tarefa de cada vez.',
      },
      ideas: {
        high: 'Você gosta de analisar problemas complexos e de explorar conceitos e abordagens novas.',
        average: 'Você interessa-se por ideias e pela teoria quando têm uma utilidade prática.',
        low: 'Você prefere tarefas concretas e práticas a discussões abstratas ou teóricas.',
      },
    },
  },
  family: {
    introduction:
      'Esta parte descreve tendências que costumam manifestar-se na vida familiar e nas relações próximas: como você expressa o afeto e as emoções e como reage aos altos e baixos do dia a dia em casa.',
    byScale: {
      cordiality: {
        high: 'Com as pessoas mais próximas, você tende a expressar o carinho de forma aberta e calorosa.',
        average: 'Você mostra afeto às pessoas próximas de forma natural e comedida.',
        low: 'Você tende a demonstrar o afeto mais com gestos práticos do que com palavras.',
      },
      feelings: {
        high: 'Você dá às emoções um lugar importante e costuma falar delas abertamente com as pessoas de confiança.',
        average: 'Você reconhece suas emoções e fala delas quando lhe parece o momento certo.',
        low: 'Você tende a guardar as emoções para si e prefere falar de questões concretas e práticas.',
      },
      sensitivity_to_others: {
        high: 'Você presta atenção ao que os outros sentem e comove-se com as necessidades de quem está à sua volta.',
        average:
          'Você percebe as necessidades das pessoas próximas e responde a elas sem perder uma visão prática.',
        low: 'Perante as questões familiares, você tende a responder com soluções práticas mais do que com demonstrações de compaixão.',
      },
      anxiety: {
        high: 'Você pode preocupar-se com o bem-estar das pessoas queridas e antecipar dificuldades.',
        average:
          'Você preocupa-se com as questões familiares quando há motivo, sem que a preocupação costume dominar.',
        low: 'Você tende a encarar as questões familiares com calma e raramente se preocupa por antecipação.',
      },
      depression: {
        high: 'Nas fases difíceis você pode desanimar com mais facilidade, e o apoio das pessoas próximas ajuda.',
        average:
          'Você vive os momentos de menor ânimo habituais, que costumam passar com o tempo e o apoio dos seus.',
        low: 'Você tende a manter uma visão esperançosa e ajuda a sustentar o ânimo em casa nas fases difíceis.',
      },
      excitement_seeking: {
        high: 'Você aprecia programas que trazem novidade e estímulo, como viagens ou atividades novas.',
        average:
          'Você aprecia alguma novidade nos programas e também valoriza as rotinas tranquilas.',
        low: 'Você prefere programas calmos e conhecidos e uma rotina familiar previsível.',
      },
    },
  },
  leadershipNeed: {
    introduction:
      'Esta parte descreve o tipo de orientação que você tende a preferir de quem lidera você, quanta autonomia lhe convém e até que ponto se inclina a assumir a liderança por iniciativa própria.',
    byScale: {
      assertiveness: {
        high: 'Você tende a assumir a liderança com naturalidade e pode procurar oportunidades para orientar outras pessoas.',
        average:
          'Você consegue tomar a iniciativa quando a situação o exige e também trabalha bem sob a liderança de outros.',
        low: 'Você prefere que outras pessoas assumam a liderança e dá seu melhor quando os papéis e as responsabilidades estão claros.',
      },
      competence: {
        high: 'Você confia no seu próprio critério e, em geral, precisa de pouca orientação para avançar.',
        average:
          'Você trabalha com autonomia nas tarefas conhecidas e agradece orientação nas novas.',
        low: 'Você beneficia de uma liderança que defina objetivos claros, dê feedback regular e reconheça seus progressos.',
      },
      self_discipline: {
        high: 'Você organiza seu próprio trabalho e conclui as tarefas sem necessidade de supervisão próxima.',
        average:
          'Em geral você mantém-se nas suas tarefas, e um acompanhamento pontual ajuda a manter o ritmo.',
        low: 'Prazos parciais e um acompanhamento regular ajudam você a manter as tarefas no rumo certo.',
      },
      vulnerability: {
        high: 'Sob pressão intensa, você valoriza uma liderança disponível, que defina prioridades e ofereça apoio.',
        average:
          'Você gere sem ajuda a maior parte da pressão e agradece apoio nos momentos especialmente exigentes.',
        low: 'Você mantém a compostura sob pressão e responde com segurança em situações urgentes, mesmo com pouco apoio.',
      },
      values: {
        high: 'Você valoriza líderes que expliquem as razões das decisões e estejam abertos a questionar as normas estabelecidas.',
        average:
          'Você respeita as normas estabelecidas e agradece que lhe expliquem as mudanças quando são introduzidas.',
        low: 'Você sente-se bem com hierarquias claras, normas estabelecidas e orientações explícitas.',
      },
    },
  },
  keyPersonToPerson: {
    introduction:
      'Esta parte oferece chaves práticas para suas conversas individuais: como você tende a comunicar, a lidar com desacordos e a reagir ao reconhecimento e à mudança, e o que ajuda os outros a trabalhar bem com você.',
    byScale: {
      frankness: {
        high: 'Você costuma dizer o que pensa e aprecia a mesma franqueza; com você funciona melhor uma comunicação aberta e transparente.',
        average: 'Você comunica com sinceridade e ajusta seu grau de franqueza a cada situação.',
        low: 'Você pode colocar sua própria vantagem em primeiro lugar; acordos explícitos, critérios transparentes e o acompanhamento do que foi combinado ajudam os outros a trabalhar com você mais do que a confiança implícita.',
      },
      conciliatory_attitude: {
        high: 'Você tende a evitar o confronto, por isso ajuda receber um convite expresso para manifestar seu desacordo; vale a pena expressá-lo.',
        average:
          'Você procura o acordo na maioria dos casos e mantém sua posição quando algo lhe importa.',
        low: 'Você defende suas posições com firmeza; dados bem fundamentados e um debate respeitoso costumam convencer você mais do que apelos à harmonia.',
      },
      modesty: {
        high: 'Você tende a desvalorizar seus méritos, por isso costuma apreciar um reconhecimento concreto e discreto.',
        average: 'Você aprecia um reconhecimento justo e proporcionado.',
        low: 'Você confia nas suas contribuições e valoriza que suas conquistas sejam reconhecidas de forma visível.',
      },
      impulsivity: {
        high: 'Você pode reagir no momento, por isso ajuda deixar margem para retomar a conversa com calma mais tarde.',
        average: 'Você costuma ter reações comedidas, com uma ou outra resposta espontânea.',
        low: 'Você mantém reações comedidas e raramente responde por impulso.',
      },
      hostility: {
        high: 'Você pode frustrar-se rapidamente quando algo lhe parece injusto; conhecer as razões cedo e com calma ajuda você a evitar tensões.',
        average:
          'Você pode mostrar alguma irritação em situações tensas, normalmente em proporção à causa.',
        low: 'Você mantém a paciência em conversas tensas e raramente entra em confronto.',
      },
      actions: {
        high: 'Você recebe bem propostas e formas de trabalhar novas, e costuma ter vontade de as experimentar.',
        average: 'Você aceita as mudanças quando seu propósito é claro e há tempo para se adaptar.',
        low: 'Você prefere formas de trabalhar conhecidas; as mudanças custam menos quando chegam de forma gradual e com razões claras.',
      },
    },
  },
  generalConclusion: {
    introduction:
      'Em conjunto, as cinco grandes dimensões do modelo desenham seu estilo geral, tal como você o descreveu.',
    byScale: {
      neuroticism_x_emotional_stability: {
        high: 'No plano emocional, você tende a reagir com intensidade à pressão e aos contratempos; contextos previsíveis e apoio nos momentos exigentes ajudam você a dar seu melhor.',
        average:
          'No plano emocional, você mostra um equilíbrio semelhante ao da maioria das pessoas, com as reações habituais à pressão.',
        low: 'No plano emocional, você tende a manter a calma e a estabilidade, mesmo em situações exigentes.',
      },
      extraversion: {
        high: 'Você orienta-se para as pessoas e para a atividade, e a interação social dá-lhe energia.',
        average:
          'Você move-se com naturalidade entre a atividade social e os momentos mais tranquilos.',
        low: 'Você prefere ambientes tranquilos e trabalho concentrado, e relaciona-se com os outros de forma mais reservada.',
      },
      openness_to_experience: {
        high: 'Você mostra curiosidade e abertura perante ideias, experiências e pontos de vista novos.',
        average: 'Você combina a abertura ao novo com o apreço pelo que já deu bons resultados.',
        low: 'Você valoriza o prático, o concreto e as formas de fazer estabelecidas.',
      },
      agreeableness_or_amiability: {
        high: 'Nas suas relações, você tende à cooperação, à consideração e à confiança.',
        average:
          'Nas suas relações, você equilibra a cooperação com a defesa das suas próprias opiniões.',
        low: 'Nas suas relações, você tende ao ceticismo e à competitividade, e defende com firmeza suas próprias opiniões e interesses.',
      },
      perseverance_or_responsibility: {
        high: 'Nas suas tarefas, você tende à organização, à constância e ao rigor.',
        average: 'Nas suas tarefas, você combina compromisso e organização com flexibilidade.',
        low: 'Nas suas tarefas, você prefere a flexibilidade e a espontaneidade aos planos detalhados.',
      },
    },
  },
};

/** As afirmações francas de integridade das partes do relatório tal como a pessoa as lê (candour.ts). */
export const portugueseSelfCandidSectionTexts: CandidTexts['sections'] = {
  socialRelationships: {},
  work: {
    sense_of_duty:
      'Você pode descumprir compromissos ou normas quando lhe são inconvenientes; combinar de forma explícita o que é essencial, com acompanhamento, ajuda quem trabalha com você a confiar no que foi combinado.',
  },
  family: {},
  leadershipNeed: {},
  keyPersonToPerson: {
    frankness:
      'Você pode colocar sua própria vantagem em primeiro lugar, mesmo à custa da sinceridade; acordos explícitos, critérios transparentes e o acompanhamento do que foi combinado ajudam os outros a trabalhar com você mais do que a confiança implícita.',
  },
  generalConclusion: {},
};
