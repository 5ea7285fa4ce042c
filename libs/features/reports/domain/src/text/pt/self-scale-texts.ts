import type { CandidTexts, ScaleDescriptions } from '../report-text-shape';

/** As descrições das escalas tal como a pessoa as lê sobre si, tratada por você. */
export const portugueseSelfScaleDescriptions: ScaleDescriptions = {
  neuroticism_x_emotional_stability: {
    high: 'Você tende a viver com intensidade a pressão, as preocupações e os contratempos, e pode precisar de mais tempo para recuperar a calma depois de um momento difícil.',
    average:
      'Você costuma manter um estado de espírito estável, com os altos e baixos habituais perante situações exigentes.',
    low: 'Você tende a manter a calma e a serenidade sob pressão e recupera rapidamente dos contratempos.',
  },
  extraversion: {
    high: 'Você tende a procurar companhia, atividade e estímulo, e ganha energia ao estar com outras pessoas.',
    average:
      'Você aprecia a companhia e a atividade com moderação e também se sente bem em momentos mais tranquilos ou a sós.',
    low: 'Você tende a preferir ambientes calmos, grupos pequenos e tempo a sós para recarregar energias, e relaciona-se com os outros de forma mais reservada.',
  },
  openness_to_experience: {
    high: 'Você costuma ter curiosidade por ideias, experiências e pontos de vista novos, e aprecia a variedade e a imaginação.',
    average: 'Você combina o interesse pelo novo com o apreço pelo que é conhecido e comprovado.',
    low: 'Você tende a preferir o conhecido, o prático e o concreto, e valoriza as formas de fazer já estabelecidas.',
  },
  agreeableness_or_amiability: {
    high: 'Você tende a cooperar, a ter os outros em consideração e a confiar neles, e dá importância à harmonia nas suas relações.',
    average:
      'Você equilibra a cooperação com os outros e a defesa dos seus próprios interesses e opiniões.',
    low: 'Você tende ao ceticismo e à competitividade, e não hesita em colocar suas próprias opiniões e interesses em primeiro lugar.',
  },
  perseverance_or_responsibility: {
    high: 'Você tende a organizar-se com cuidado e a ser constante e confiável, e prepara-se com antecedência para atingir seus objetivos.',
    average:
      'Você combina organização e compromisso com alguma flexibilidade na forma de abordar as tarefas.',
    low: 'Você tende a preferir a flexibilidade e a espontaneidade aos planos detalhados, e pode encarar metas e rotinas com mais liberdade.',
  },
  anxiety: {
    high: 'Você tende a antecipar o que pode falhar e pode sentir inquietação antes de acontecimentos importantes.',
    average: 'Você sente preocupação quando a situação o justifica, sem que ela costume dominar.',
    low: 'Você tende a manter a tranquilidade e raramente se preocupa com o que pode falhar.',
  },
  hostility: {
    high: 'Você tende a sentir irritação ou frustração rapidamente quando algo falha ou lhe parece injusto.',
    average: 'Você sente irritação de vez em quando, normalmente em proporção à situação.',
    low: 'Você tende a manter a paciência e demora a irritar-se, mesmo quando as coisas não saem como previsto.',
  },
  depression: {
    high: 'Você tende a passar por momentos de desânimo com mais frequência e pode julgar-se com dureza depois de um contratempo.',
    average: 'Você tem ocasionalmente momentos de menor ânimo, que costumam passar com o tempo.',
    low: 'Você tende a manter uma visão esperançosa e raramente se desanima por muito tempo.',
  },
  social_anxiety: {
    high: 'Você tende a sentir-se pouco à vontade perante os outros e pode retrair-se em situações sociais pouco conhecidas.',
    average:
      'Você sente-se à vontade na maioria das situações sociais, com algum desconforto nas novas ou de maior exposição.',
    low: 'Você tende a sentir-se à vontade em situações sociais, mesmo nas novas ou de maior exposição.',
  },
  impulsivity: {
    high: 'Você tende a deixar-se levar pelos desejos do momento e pode ter dificuldade em resistir a tentações.',
    average: 'Você costuma conter os impulsos, com uma ou outra decisão espontânea.',
    low: 'Você tende a resistir facilmente às tentações e domina bem os desejos do momento.',
  },
  vulnerability: {
    high: 'Perante uma pressão intensa ou em situações de urgência, a carga pode tornar-se difícil de gerenciar para você, e nesses momentos você valoriza o apoio.',
    average:
      'Você lida adequadamente com a maior parte da pressão, embora os momentos muito exigentes possam pesar.',
    low: 'Você tende a manter a compostura e a capacidade de resposta em urgências e sob pressão intensa.',
  },
  cordiality: {
    high: 'Você tende a mostrar calor humano e simpatia, e faz com que os outros se sintam bem-vindos rapidamente.',
    average: 'Você é amável e acessível, com alguma reserva até se criar confiança.',
    low: 'Você tende a manter alguma distância no início e mostra seu calor humano depois de a relação estar estabelecida.',
  },
  gregariousness: {
    high: 'Você tende a apreciar multidões, atividades em grupo e muita companhia.',
    average: 'Você aprecia atividades em grupo de vez em quando e também valoriza o tempo a sós.',
    low: 'Você tende a preferir grupos pequenos ou trabalhar e passar tempo a sós em vez de grandes encontros.',
  },
  assertiveness: {
    high: 'Você tende a dar sua opinião, tomar a iniciativa e conduzir o grupo para uma decisão.',
    average:
      'Você assume a liderança quando é preciso e também aceita com naturalidade que outros liderem.',
    low: 'Você tende a deixar que outros tomem a iniciativa e prefere contribuir nos bastidores.',
  },
  activity: {
    high: 'Você tende a manter um ritmo acelerado e a preencher seu tempo com muitas atividades.',
    average:
      'Você mantém um ritmo constante e moderado, alternando períodos intensos com outros mais calmos.',
    low: 'Você tende a preferir um ritmo calmo, sem pressa, e a tratar de uma coisa de cada vez.',
  },
  excitement_seeking: {
    high: 'Você tende a procurar estímulos, novidades e algum grau de risco.',
    average: 'Você aprecia alguma emoção de vez em quando, sem a procurar ativamente.',
    low: 'Você tende a preferir ambientes calmos e previsíveis, e evita o barulho e os riscos desnecessários.',
  },
  positive_emotions: {
    high: 'Você tende a sentir com frequência alegria, entusiasmo e otimismo, e a transmiti-los aos outros.',
    average: 'Você vive e expressa as emoções positivas de forma comedida.',
    low: 'Você tende a expressar o entusiasmo de uma forma mais discreta e contida.',
  },
  fantasy: {
    high: 'Você tende a ter uma imaginação rica e gosta de explorar possibilidades em pensamento.',
    average: 'Você recorre à imaginação quando é útil, sem se afastar das questões práticas.',
    low: 'Você tende a concentrar-se no concreto e no real mais do que em possibilidades imaginadas.',
  },
  aesthetic_appreciation: {
    high: 'Você tende a emocionar-se com a arte, a música, a natureza e a beleza em geral.',
    average: 'Você aprecia a beleza e a arte em algumas áreas, sem que sejam um interesse central.',
    low: 'Você tende a dar menos importância à arte e à estética do que às questões práticas.',
  },
  feelings: {
    high: 'Você tende a ter consciência das suas emoções e a dar-lhes um lugar importante.',
    average: 'Você reconhece suas emoções e dá-lhes um peso moderado nas suas decisões.',
    low: 'Você tende a dar menos peso às emoções e a decidir com base em critérios mais objetivos.',
  },
  actions: {
    high: 'Você tende a gostar de experimentar atividades, lugares e formas de fazer novas.',
    average: 'Você aceita algumas mudanças e, ao mesmo tempo, valoriza as rotinas conhecidas.',
    low: 'Você tende a preferir as rotinas conhecidas e as formas de fazer habituais.',
  },
  ideas: {
    high: 'Você tende a apreciar ideias abstratas, problemas complexos e o debate intelectual.',
    average: 'Você interessa-se por ideias e pela teoria quando têm uma finalidade prática.',
    low: 'Você tende a preferir questões práticas e concretas às abstratas ou teóricas.',
  },
  values: {
    high: 'Você tende a questionar as convenções e a mostrar disponibilidade para rever valores sociais e pessoais.',
    average:
      'Você respeita a tradição sem se fechar à possibilidade de reconsiderar alguns valores.',
    low: 'Você tende a valorizar a tradição, as normas estabelecidas e as orientações claras.',
  },
  trust: {
    high: 'Você tende a pressupor boas intenções nos outros e a confiar com facilidade.',
    average: 'Você confia nos outros em geral, com alguma cautela até os conhecer.',
    low: 'Você tende a agir com cautela com os outros e a construir a confiança aos poucos, com base em provas concretas.',
  },
  frankness: {
    high: 'Você tende a falar com sinceridade e de forma direta, e desagradam-lhe a manipulação e as intenções ocultas.',
    average:
      'Você costuma falar com sinceridade, com algum tato ou estratégia quando a situação o pede.',
    low: 'Você tende a colocar sua própria vantagem em primeiro lugar no trato com os outros.',
  },
  altruism: {
    high: 'Você tende a gostar de ajudar os outros e a oferecer apoio por iniciativa própria.',
    average:
      'Você ajuda os outros de boa vontade, equilibrando isso com suas próprias necessidades.',
    low: 'Você tende a concentrar-se nas suas próprias tarefas e a ajudar quando lhe pedem, mais do que por iniciativa própria.',
  },
  conciliatory_attitude: {
    high: 'Você tende a evitar o confronto e a procurar o acordo e o meio-termo.',
    average:
      'Você procura o acordo na maioria dos casos e mantém-se firme quando algo lhe parece importante.',
    low: 'Você tende a defender suas posições com firmeza e não foge ao confronto.',
  },
  modesty: {
    high: 'Você tende a desvalorizar suas conquistas e a evitar o protagonismo.',
    average: 'Você reconhece seus méritos sem procurar destacar-se.',
    low: 'Você tende a confiar no seu próprio valor e a dar visibilidade às suas conquistas.',
  },
  sensitivity_to_others: {
    high: 'Você tende a comover-se com as necessidades dos outros e a responder com compaixão.',
    average: 'Você preocupa-se com os outros sem perder uma visão prática das situações.',
    low: 'Você tende a basear suas decisões em critérios objetivos mais do que na compaixão.',
  },
  competence: {
    high: 'Você tende a sentir-se capaz e a confiar na sua preparação para enfrentar tarefas e desafios.',
    average:
      'Você sente-se capaz na maioria das tarefas, com algumas dúvidas em áreas pouco conhecidas.',
    low: 'Você tende a questionar sua própria capacidade, e a confirmação e um feedback claro são uma ajuda para você.',
  },
  orderliness: {
    high: 'Você tende a manter as coisas arrumadas e organizadas e a seguir estruturas claras.',
    average: 'Você mantém uma ordem razoável, sem rigidez.',
    low: 'Você tende a lidar bem com alguma desordem e a organizar-se apenas na medida do necessário.',
  },
  sense_of_duty: {
    high: 'Você tende a cumprir seus compromissos com rigor e a seguir de perto normas e obrigações.',
    average: 'Em geral você cumpre compromissos e normas, com alguma flexibilidade.',
    low: 'Você tende a interpretar normas e obrigações com flexibilidade e a dar prioridade ao momento.',
  },
  need_for_achievement: {
    high: 'Você tende a definir metas ambiciosas e a esforçar-se muito para as alcançar.',
    average: 'Você define metas razoáveis e trabalha de forma constante para as atingir.',
    low: 'Você tende a preferir um ritmo equilibrado e não dá grande importância a metas ambiciosas.',
  },
  self_discipline: {
    high: 'Você tende a começar as tarefas prontamente e a concluí-las apesar das distrações.',
    average: 'Você costuma terminar o que começa, embora às vezes adie alguma tarefa.',
    low: 'Você tende a adiar as tarefas pouco atrativas e pode precisar de estímulos externos para as concluir.',
  },
  deliberation: {
    high: 'Você tende a pensar bem nas coisas e a ponderar as opções antes de decidir.',
    average:
      'Você reflete antes das decisões importantes e decide com rapidez nos assuntos de rotina.',
    low: 'Você tende a decidir de forma rápida e espontânea, confiando na sua primeira impressão.',
  },
  pen_psychoticism: {
    high: 'Você tende a agir com independência em relação às convenções e ao que os outros esperam, com um estilo firme e pouco sentimental.',
    average:
      'Você equilibra a independência de critério com a consideração pelas normas e pelos outros.',
    low: 'Você tende a mostrar consideração, respeito pelas convenções e atenção às normas e às necessidades dos outros.',
  },
  pen_extraversion: {
    high: 'Você tende à sociabilidade, à vitalidade e à orientação para o mundo exterior.',
    average: 'Você alterna momentos sociáveis e outros mais tranquilos conforme a situação.',
    low: 'Você tende à reserva e a preferir ambientes calmos e tranquilos.',
  },
  pen_neuroticism: {
    high: 'Você tende a reagir com intensidade à pressão e a viver as emoções com força.',
    average:
      'Você reage à pressão de forma moderada, com um equilíbrio emocional semelhante ao da maioria das pessoas.',
    low: 'Você tende a ter estabilidade emocional e a manter a calma sob pressão.',
  },
};

/** As afirmações francas de integridade tal como a pessoa as lê (candour.ts). */
export const portugueseSelfCandidScaleDescriptions: CandidTexts['descriptions'] = {
  frankness:
    'Você tende a colocar sua própria vantagem em primeiro lugar e, para sair na frente, pode faltar com a sinceridade ou se aproveitar dos outros.',
  sense_of_duty:
    'Você tende a levar promessas e normas com leviandade e, quando lhe convém, pode descumprir compromissos, deixar suas obrigações para os outros ou distorcer os fatos.',
  pen_psychoticism:
    'Você tende a desconsiderar as normas e os sentimentos dos outros quando atrapalham seu caminho e, para sair na frente, pode pegar atalhos indevidos ou quebrar promessas.',
};
