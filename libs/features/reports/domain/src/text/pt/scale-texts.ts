import type { Scale } from '@facet/assessment-domain';
import type { CandidTexts, ScaleDescriptions } from '../report-text-shape';

/** The display name of every scale, the same whoever reads the report. */
export const portugueseScaleNames: Record<Scale, string> = {
  neuroticism_x_emotional_stability: 'Neuroticismo versus estabilidade emocional',
  extraversion: 'Extroversão',
  openness_to_experience: 'Abertura à experiência',
  agreeableness_or_amiability: 'Amabilidade',
  perseverance_or_responsibility: 'Perseverança e responsabilidade',
  anxiety: 'Ansiedade',
  hostility: 'Irritabilidade',
  depression: 'Desânimo',
  social_anxiety: 'Timidez social',
  impulsivity: 'Impulsividade',
  vulnerability: 'Vulnerabilidade',
  cordiality: 'Cordialidade',
  gregariousness: 'Sociabilidade',
  assertiveness: 'Assertividade',
  activity: 'Nível de atividade',
  excitement_seeking: 'Busca de emoções',
  positive_emotions: 'Emoções positivas',
  fantasy: 'Imaginação',
  aesthetic_appreciation: 'Sensibilidade estética',
  feelings: 'Abertura aos sentimentos',
  actions: 'Abertura a novas atividades',
  ideas: 'Curiosidade intelectual',
  values: 'Abertura de valores',
  trust: 'Confiança',
  frankness: 'Franqueza',
  altruism: 'Altruísmo',
  conciliatory_attitude: 'Atitude conciliadora',
  modesty: 'Modéstia',
  sensitivity_to_others: 'Sensibilidade aos outros',
  competence: 'Competência',
  orderliness: 'Ordem',
  sense_of_duty: 'Sentido de dever',
  need_for_achievement: 'Necessidade de realização',
  self_discipline: 'Autodisciplina',
  deliberation: 'Deliberação',
  pen_psychoticism: 'Dureza de caráter (PEN P)',
  pen_extraversion: 'Extroversão (PEN E)',
  pen_neuroticism: 'Neuroticismo (PEN N)',
};

/** The scale descriptions as the company reads them, in the third person. */
export const portugueseScaleDescriptions: ScaleDescriptions = {
  neuroticism_x_emotional_stability: {
    high: 'Tende a viver com intensidade a pressão, as preocupações e os contratempos, e pode precisar de mais tempo para recuperar a calma depois de um momento difícil.',
    average:
      'Costuma manter um estado de espírito estável, com os altos e baixos habituais perante situações exigentes.',
    low: 'Tende a manter a calma e a serenidade sob pressão e recupera rapidamente dos contratempos.',
  },
  extraversion: {
    high: 'Tende a procurar companhia, atividade e estímulo, e ganha energia ao estar com outras pessoas.',
    average:
      'Aprecia a companhia e a atividade com moderação e também se sente bem em momentos mais tranquilos ou a sós.',
    low: 'Tende a preferir ambientes calmos, grupos pequenos e tempo a sós para recarregar energias, e relaciona-se com os outros de forma mais reservada.',
  },
  openness_to_experience: {
    high: 'Costuma ter curiosidade por ideias, experiências e pontos de vista novos, e aprecia a variedade e a imaginação.',
    average: 'Combina o interesse pelo novo com o apreço pelo que é conhecido e comprovado.',
    low: 'Tende a preferir o conhecido, o prático e o concreto, e valoriza as formas de fazer já estabelecidas.',
  },
  agreeableness_or_amiability: {
    high: 'Tende a cooperar, a ter os outros em consideração e a confiar neles, e dá importância à harmonia nas relações.',
    average:
      'Equilibra a cooperação com os outros e a defesa dos seus próprios interesses e opiniões.',
    low: 'Tende ao ceticismo e à competitividade, e não hesita em colocar as próprias opiniões e interesses em primeiro lugar.',
  },
  perseverance_or_responsibility: {
    high: 'Tende a organizar-se com cuidado e a ser constante e confiável, e prepara-se com antecedência para atingir seus objetivos.',
    average:
      'Combina organização e compromisso com alguma flexibilidade na forma de abordar as tarefas.',
    low: 'Tende a preferir a flexibilidade e a espontaneidade aos planos detalhados, e pode encarar metas e rotinas com mais liberdade.',
  },
  anxiety: {
    high: 'Tende a antecipar o que pode falhar e pode sentir inquietação antes de acontecimentos importantes.',
    average: 'Sente preocupação quando a situação o justifica, sem que ela costume dominar.',
    low: 'Tende a manter a tranquilidade e raramente se preocupa com o que pode falhar.',
  },
  hostility: {
    high: 'Tende a sentir irritação ou frustração rapidamente quando algo falha ou lhe parece injusto.',
    average: 'Sente irritação de vez em quando, normalmente em proporção à situação.',
    low: 'Tende a manter a paciência e demora a irritar-se, mesmo quando as coisas não saem como previsto.',
  },
  depression: {
    high: 'Tende a passar por momentos de desânimo com mais frequência e pode julgar-se com dureza depois de um contratempo.',
    average: 'Tem ocasionalmente momentos de menor ânimo, que costumam passar com o tempo.',
    low: 'Tende a manter uma visão esperançosa e raramente se desanima por muito tempo.',
  },
  social_anxiety: {
    high: 'Tende a sentir-se pouco à vontade perante os outros e pode retrair-se em situações sociais pouco conhecidas.',
    average:
      'Sente-se à vontade na maioria das situações sociais, com algum desconforto nas novas ou de maior exposição.',
    low: 'Tende a sentir-se à vontade em situações sociais, mesmo nas novas ou de maior exposição.',
  },
  impulsivity: {
    high: 'Tende a deixar-se levar pelos desejos do momento e pode ter dificuldade em resistir a tentações.',
    average: 'Costuma conter os impulsos, com uma ou outra decisão espontânea.',
    low: 'Tende a resistir facilmente às tentações e domina bem os desejos do momento.',
  },
  vulnerability: {
    high: 'Perante uma pressão intensa ou em situações de urgência, a carga pode tornar-se difícil de gerenciar, e nesses momentos valoriza o apoio.',
    average:
      'Lida adequadamente com a maior parte da pressão, embora os momentos muito exigentes possam pesar.',
    low: 'Tende a manter a compostura e a capacidade de resposta em urgências e sob pressão intensa.',
  },
  cordiality: {
    high: 'Tende a mostrar calor humano e simpatia, e faz com que os outros se sintam bem-vindos rapidamente.',
    average: 'É amável e acessível, com alguma reserva até se criar confiança.',
    low: 'Tende a manter alguma distância no início e mostra seu calor humano depois de a relação estar estabelecida.',
  },
  gregariousness: {
    high: 'Tende a apreciar multidões, atividades em grupo e muita companhia.',
    average: 'Aprecia atividades em grupo de vez em quando e também valoriza o tempo a sós.',
    low: 'Tende a preferir grupos pequenos ou trabalhar e passar tempo a sós em vez de grandes encontros.',
  },
  assertiveness: {
    high: 'Tende a dar sua opinião, tomar a iniciativa e conduzir o grupo para uma decisão.',
    average:
      'Assume a liderança quando é preciso e também aceita com naturalidade que outros liderem.',
    low: 'Tende a deixar que outros tomem a iniciativa e prefere contribuir nos bastidores.',
  },
  activity: {
    high: 'Tende a manter um ritmo acelerado e a preencher o tempo com muitas atividades.',
    average:
      'Mantém um ritmo constante e moderado, alternando períodos intensos com outros mais calmos.',
    low: 'Tende a preferir um ritmo calmo, sem pressa, e a tratar de uma coisa de cada vez.',
  },
  excitement_seeking: {
    high: 'Tende a procurar estímulos, novidades e algum grau de risco.',
    average: 'Aprecia alguma emoção de vez em quando, sem a procurar ativamente.',
    low: 'Tende a preferir ambientes calmos e previsíveis, e evita o barulho e os riscos desnecessários.',
  },
  positive_emotions: {
    high: 'Tende a sentir com frequência alegria, entusiasmo e otimismo, e a transmiti-los aos outros.',
    average: 'Vive e expressa as emoções positivas de forma comedida.',
    low: 'Tende a expressar o entusiasmo de uma forma mais discreta e contida.',
  },
  fantasy: {
    high: 'Tende a ter uma imaginação rica e gosta de explorar possibilidades em pensamento.',
    average: 'Recorre à imaginação quando é útil, sem se afastar das questões práticas.',
    low: 'Tende a concentrar-se no concreto e no real mais do que em possibilidades imaginadas.',
  },
  aesthetic_appreciation: {
    high: 'Tende a emocionar-se com a arte, a música, a natureza e a beleza em geral.',
    average: 'Aprecia a beleza e a arte em algumas áreas, sem que sejam um interesse central.',
    low: 'Tende a dar menos importância à arte e à estética do que às questões práticas.',
  },
  feelings: {
    high: 'Tende a ter consciência das suas emoções e a dar-lhes um lugar importante.',
    average: 'Reconhece suas emoções e dá-lhes um peso moderado nas decisões.',
    low: 'Tende a dar menos peso às emoções e a decidir com base em critérios mais objetivos.',
  },
  actions: {
    high: 'Tende a gostar de experimentar atividades, lugares e formas de fazer novas.',
    average: 'Aceita algumas mudanças e, ao mesmo tempo, valoriza as rotinas conhecidas.',
    low: 'Tende a preferir as rotinas conhecidas e as formas de fazer habituais.',
  },
  ideas: {
    high: 'Tende a apreciar ideias abstratas, problemas complexos e o debate intelectual.',
    average: 'Interessa-se por ideias e pela teoria quando têm uma finalidade prática.',
    low: 'Tende a preferir questões práticas e concretas às abstratas ou teóricas.',
  },
  values: {
    high: 'Tende a questionar as convenções e a mostrar disponibilidade para rever valores sociais e pessoais.',
    average: 'Respeita a tradição sem se fechar à possibilidade de reconsiderar alguns valores.',
    low: 'Tende a valorizar a tradição, as normas estabelecidas e as orientações claras.',
  },
  trust: {
    high: 'Tende a pressupor boas intenções nos outros e a confiar com facilidade.',
    average: 'Confia nos outros em geral, com alguma cautela até os conhecer.',
    low: 'Tende a agir com cautela com os outros e a construir a confiança aos poucos, com base em provas concretas.',
  },
  frankness: {
    high: 'Tende a falar com sinceridade e de forma direta, e desagradam-lhe a manipulação e as intenções ocultas.',
    average:
      'Costuma falar com sinceridade, com algum tato ou estratégia quando a situação o pede.',
    low: 'Tende a colocar a própria vantagem em primeiro lugar no trato com os outros.',
  },
  altruism: {
    high: 'Tende a gostar de ajudar os outros e a oferecer apoio por iniciativa própria.',
    average: 'Ajuda os outros de boa vontade, equilibrando isso com suas próprias necessidades.',
    low: 'Tende a concentrar-se nas suas próprias tarefas e a ajudar quando lhe pedem, mais do que por iniciativa própria.',
  },
  conciliatory_attitude: {
    high: 'Tende a evitar o confronto e a procurar o acordo e o meio-termo.',
    average:
      'Procura o acordo na maioria dos casos e mantém-se firme quando algo lhe parece importante.',
    low: 'Tende a defender suas posições com firmeza e não foge ao confronto.',
  },
  modesty: {
    high: 'Tende a desvalorizar suas conquistas e a evitar o protagonismo.',
    average: 'Reconhece seus méritos sem procurar destacar-se.',
    low: 'Tende a confiar no seu próprio valor e a dar visibilidade às suas conquistas.',
  },
  sensitivity_to_others: {
    high: 'Tende a comover-se com as necessidades dos outros e a responder com compaixão.',
    average: 'Preocupa-se com os outros sem perder uma visão prática das situações.',
    low: 'Tende a basear suas decisões em critérios objetivos mais do que na compaixão.',
  },
  competence: {
    high: 'Tende a sentir-se capaz e a confiar na sua preparação para enfrentar tarefas e desafios.',
    average:
      'Sente-se capaz na maioria das tarefas, com algumas dúvidas em áreas pouco conhecidas.',
    low: 'Tende a questionar sua própria capacidade e tira proveito de confirmação e de feedback claro.',
  },
  orderliness: {
    high: 'Tende a manter as coisas arrumadas e organizadas e a seguir estruturas claras.',
    average: 'Mantém uma ordem razoável, sem rigidez.',
    low: 'Tende a lidar bem com alguma desordem e a organizar-se apenas na medida do necessário.',
  },
  sense_of_duty: {
    high: 'Tende a cumprir seus compromissos com rigor e a seguir de perto normas e obrigações.',
    average: 'Em geral cumpre compromissos e normas, com alguma flexibilidade.',
    low: 'Tende a interpretar normas e obrigações com flexibilidade e a dar prioridade ao momento.',
  },
  need_for_achievement: {
    high: 'Tende a definir metas ambiciosas e a esforçar-se muito para as alcançar.',
    average: 'Define metas razoáveis e trabalha de forma constante para as atingir.',
    low: 'Tende a preferir um ritmo equilibrado e não dá grande importância a metas ambiciosas.',
  },
  self_discipline: {
    high: 'Tende a começar as tarefas prontamente e a concluí-las apesar das distrações.',
    average: 'Costuma terminar o que começa, embora às vezes adie alguma tarefa.',
    low: 'Tende a adiar as tarefas pouco atrativas e pode precisar de estímulos externos para as concluir.',
  },
  deliberation: {
    high: 'Tende a pensar bem nas coisas e a ponderar as opções antes de decidir.',
    average: 'Reflete antes das decisões importantes e decide com rapidez nos assuntos de rotina.',
    low: 'Tende a decidir de forma rápida e espontânea, confiando na primeira impressão.',
  },
  pen_psychoticism: {
    high: 'Tende a agir com independência em relação às convenções e ao que os outros esperam, com um estilo firme e pouco sentimental.',
    average:
      'Equilibra a independência de critério com a consideração pelas normas e pelos outros.',
    low: 'Tende a mostrar consideração, respeito pelas convenções e atenção às normas e às necessidades dos outros.',
  },
  pen_extraversion: {
    high: 'Tende à sociabilidade, à vitalidade e à orientação para o mundo exterior.',
    average: 'Alterna momentos sociáveis e outros mais tranquilos conforme a situação.',
    low: 'Tende à reserva e a preferir ambientes calmos e tranquilos.',
  },
  pen_neuroticism: {
    high: 'Tende a reagir com intensidade à pressão e a viver as emoções com força.',
    average:
      'Reage à pressão de forma moderada, com um equilíbrio emocional semelhante ao da maioria das pessoas.',
    low: 'Tende a ter estabilidade emocional e a manter a calma sob pressão.',
  },
};

/** As afirmações francas de integridade tal como a empresa as lê (regra de franqueza, candour.ts). */
export const portugueseCandidScaleDescriptions: CandidTexts['descriptions'] = {
  frankness:
    'Tende a colocar a própria vantagem em primeiro lugar e, para sair na frente, pode faltar com a sinceridade ou se aproveitar dos outros.',
  sense_of_duty:
    'Tende a levar promessas e normas com leviandade e, quando lhe convém, pode descumprir compromissos, deixar suas obrigações para os outros ou distorcer os fatos.',
  pen_psychoticism:
    'Tende a desconsiderar as normas e os sentimentos dos outros quando atrapalham seu caminho e, para sair na frente, pode pegar atalhos indevidos ou quebrar promessas.',
};
