import type { AtAGlanceText } from '../at-a-glance-text-shape';

/** O perfil em um relance, em português do Brasil, dirigido à pessoa («você»). */
export const portugueseAtAGlanceText: AtAGlanceText = {
  poles: {
    neuroticism_x_emotional_stability: { low: 'Calma', high: 'Sensibilidade' },
    extraversion: { low: 'Reserva', high: 'Sociabilidade' },
    openness_to_experience: { low: 'Senso prático', high: 'Curiosidade' },
    agreeableness_or_amiability: { low: 'Firmeza', high: 'Conciliação' },
    perseverance_or_responsibility: { low: 'Flexibilidade', high: 'Organização' },
  },
  strengths: {
    anxiety: {
      low: 'Você tende a manter a calma quando os planos são incertos.',
      high: 'Você tende a perceber riscos cedo e se preparar com cuidado.',
    },
    hostility: {
      low: 'Você tende a ter paciência quando as coisas dão errado.',
      high: 'Você tende a notar logo quando algo é injusto.',
    },
    depression: {
      low: 'Você tende a manter uma visão esperançosa depois de um revés.',
      high: 'Você tende a refletir a sério sobre o que não deu certo.',
    },
    social_anxiety: {
      low: 'Você tende a se sentir à vontade diante de pessoas novas.',
      high: 'Você tende a agir com tato e cuidar da impressão que causa.',
    },
    impulsivity: {
      low: 'Você tende a resistir às distrações e manter o rumo.',
      high: 'Você tende a aproveitar o momento e trazer espontaneidade.',
    },
    vulnerability: {
      low: 'Você tende a manter a cabeça fria em uma emergência.',
      high: 'Você tende a saber quando pedir apoio.',
    },
    cordiality: {
      low: 'Você tende a manter uma distância profissional em que os outros confiam.',
      high: 'Você tende a deixar as pessoas à vontade rapidamente.',
    },
    gregariousness: {
      low: 'Você tende a trabalhar bem por conta própria por longos períodos.',
      high: 'Você tende a criar redes de contatos e gostar de trabalhar em grupo.',
    },
    assertiveness: {
      low: 'Você tende a deixar espaço para os outros liderarem e falarem.',
      high: 'Você tende a tomar a iniciativa e dizer o que pensa.',
    },
    activity: {
      low: 'Você tende a trabalhar em um ritmo constante e sustentável.',
      high: 'Você tende a trazer energia e manter muitas coisas andando.',
    },
    excitement_seeking: {
      low: 'Você tende a valorizar a segurança e evitar riscos desnecessários.',
      high: 'Você tende a receber bem mudanças, desafios e estímulos novos.',
    },
    positive_emotions: {
      low: 'Você tende a mostrar moderação e sobriedade nos seus julgamentos.',
      high: 'Você tende a contagiar os outros com entusiasmo e bom humor.',
    },
    fantasy: {
      low: 'Você tende a manter a atenção na tarefa à sua frente.',
      high: 'Você tende a imaginar possibilidades que os outros não viram.',
    },
    aesthetic_appreciation: {
      low: 'Você tende a valorizar a função mais do que a forma.',
      high: 'Você tende a cuidar da qualidade, do design e dos detalhes.',
    },
    feelings: {
      low: 'Você tende a manter a compostura quando as emoções estão à flor da pele.',
      high: 'Você tende a ler bem as suas emoções e as dos outros.',
    },
    actions: {
      low: 'Você tende a valorizar rotinas comprovadas e a constância.',
      high: 'Você tende a experimentar novas abordagens com facilidade.',
    },
    ideas: {
      low: 'Você tende a se concentrar no que é prático e útil agora.',
      high: 'Você tende a gostar de problemas complexos e ideias novas.',
    },
    values: {
      low: 'Você tende a respeitar as regras e tradições estabelecidas.',
      high: 'Você tende a questionar pressupostos e aceitar outros pontos de vista.',
    },
    trust: {
      low: 'Você tende a verificar as afirmações antes de aceitá-las.',
      high: 'Você tende a dar aos outros o benefício da dúvida.',
    },
    frankness: {
      low: 'Você tende a adaptar sua mensagem com tato a quem ouve.',
      high: 'Você tende a falar com abertura e sinceridade.',
    },
    altruism: {
      low: 'Você tende a proteger seu próprio tempo e suas prioridades.',
      high: 'Você tende a ajudar os outros de boa vontade.',
    },
    conciliatory_attitude: {
      low: 'Você tende a defender sua posição em uma divergência.',
      high: 'Você tende a acalmar conflitos e buscar o acordo.',
    },
    modesty: {
      low: 'Você tende a dar visibilidade às suas conquistas.',
      high: 'Você tende a dividir o mérito e manter a humildade.',
    },
    sensitivity_to_others: {
      low: 'Você tende a decidir com base em fatos, mais do que por simpatia.',
      high: 'Você tende a perceber o que os outros precisam.',
    },
    competence: {
      low: 'Você tende a reconhecer abertamente o que ainda precisa aprender.',
      high: 'Você tende a confiar na sua capacidade de fazer as coisas acontecerem.',
    },
    orderliness: {
      low: 'Você tende a lidar bem com um ambiente que muda e é pouco arrumado.',
      high: 'Você tende a manter as coisas estruturadas e fáceis de encontrar.',
    },
    sense_of_duty: {
      low: 'Você tende a tratar as regras como guias que podem ser adaptados.',
      high: 'Você tende a cumprir suas promessas e levar as coisas até o fim.',
    },
    need_for_achievement: {
      low: 'Você tende a manter o equilíbrio entre o trabalho e o resto da vida.',
      high: 'Você tende a definir metas ambiciosas e se esforçar para alcançá-las.',
    },
    self_discipline: {
      low: 'Você tende a mudar com facilidade para o que é mais urgente.',
      high: 'Você tende a começar as tarefas logo e terminá-las.',
    },
    deliberation: {
      low: 'Você tende a decidir rápido quando a rapidez importa.',
      high: 'Você tende a pensar bem antes de agir.',
    },
  },
  watchOuts: {
    anxiety: {
      low: 'Você pode deixar passar riscos que preocupam os outros.',
      high: 'Você pode gastar energia se preocupando antes de momentos importantes.',
    },
    hostility: {
      low: 'Você pode guardar uma insatisfação que valeria a pena expressar.',
      high: 'Você pode mostrar irritação mais rápido do que gostaria.',
    },
    depression: {
      low: 'Você pode deixar um revés para trás sem aprender com ele.',
      high: 'Você pode se cobrar demais depois de um revés.',
    },
    social_anxiety: {
      low: 'Você pode não perceber como um comentário chega aos outros.',
      high: 'Você pode guardar suas ideias diante de pessoas que não conhece.',
    },
    impulsivity: {
      low: 'Você pode deixar passar uma oportunidade espontânea.',
      high: 'Você pode ter dificuldade para resistir a distrações tentadoras.',
    },
    vulnerability: {
      low: 'Você pode subestimar quanta pressão os outros sentem.',
      high: 'A pressão acumulada pode sobrecarregar você.',
    },
    cordiality: {
      low: 'Você pode parecer distante para quem ainda não conhece você.',
      high: 'Você pode ter dificuldade para manter uma distância profissional.',
    },
    gregariousness: {
      low: 'Você pode perder contatos que ajudariam no seu trabalho.',
      high: 'Você pode achar cansativo trabalhar por conta própria por muito tempo.',
    },
    assertiveness: {
      low: 'Você pode deixar de dar sua opinião em uma reunião.',
      high: 'Você pode deixar menos espaço para os outros falarem.',
    },
    activity: {
      low: 'Seu ritmo pode parecer lento quando os outros esperam rapidez.',
      high: 'Você pode assumir mais do que consegue sustentar.',
    },
    excitement_seeking: {
      low: 'Você pode hesitar diante de um risco que vale a pena.',
      high: 'Você pode ficar impaciente com trabalho rotineiro.',
    },
    positive_emotions: {
      low: 'Você pode transmitir menos entusiasmo do que sente.',
      high: 'Você pode soar mais otimista do que os fatos permitem.',
    },
    fantasy: {
      low: 'Você pode descartar ideias que de início parecem improváveis.',
      high: 'Você pode se distrair da tarefa com seus próprios pensamentos.',
    },
    aesthetic_appreciation: {
      low: 'Você pode subestimar o quanto a apresentação importa para os outros.',
      high: 'Você pode gastar tempo aperfeiçoando detalhes que importam menos.',
    },
    feelings: {
      low: 'Você pode deixar de lado o aspecto emocional de uma decisão.',
      high: 'Você pode deixar o seu humor influenciar o seu julgamento.',
    },
    actions: {
      low: 'Mudanças repentinas de rotina podem incomodar você.',
      high: 'Você pode abandonar cedo demais uma rotina que funciona por algo novo.',
    },
    ideas: {
      low: 'Você pode ficar impaciente com discussões abstratas.',
      high: 'Você pode debater ideias por mais tempo do que a tarefa exige.',
    },
    values: {
      low: 'Você pode ter dificuldade para aceitar pontos de vista pouco familiares.',
      high: 'Você pode questionar regras em que os outros se apoiam.',
    },
    trust: {
      low: 'Você pode parecer desconfiar das intenções dos outros.',
      high: 'Você pode confiar em promessas que merecem uma verificação.',
    },
    frankness: {
      low: 'Os outros podem ver reserva quanto às suas verdadeiras intenções.',
      high: 'Você pode dizer as coisas de forma mais dura do que o momento pede.',
    },
    altruism: {
      low: 'Você pode parecer menos disponível quando um colega precisa de ajuda.',
      high: 'Você pode dizer sim aos outros à custa do seu próprio trabalho.',
    },
    conciliatory_attitude: {
      low: 'Você pode deixar uma divergência ficar mais tensa do que o necessário.',
      high: 'Você pode ceder para evitar um conflito que valeria a pena ter.',
    },
    modesty: {
      low: 'Você pode transmitir mais autoconfiança do que pretende.',
      high: 'Você pode não dar à sua contribuição o valor que ela tem.',
    },
    sensitivity_to_others: {
      low: 'Pode parecer que você não se abala quando alguém está passando por dificuldades.',
      high: 'Decisões difíceis sobre pessoas podem ser dolorosas para você.',
    },
    competence: {
      low: 'Você pode duvidar de si em tarefas que consegue resolver.',
      high: 'Você pode assumir tarefas sem pedir a ajuda de que precisa.',
    },
    orderliness: {
      low: 'Você pode perder tempo procurando coisas ou detalhes.',
      high: 'Mudanças de planos ou de ordem podem tirar a sua tranquilidade.',
    },
    sense_of_duty: {
      low: 'Os outros podem ver pouco rigor nos seus compromissos.',
      high: 'Você pode se apegar a uma regra quando a flexibilidade serviria melhor.',
    },
    need_for_achievement: {
      low: 'Você pode se contentar com o “suficiente” quando se espera mais.',
      high: 'Você pode exigir demais de si e dos outros.',
    },
    self_discipline: {
      low: 'Você pode adiar as tarefas que acha chatas.',
      high: 'Você pode continuar quando uma pausa ajudaria.',
    },
    deliberation: {
      low: 'Você pode agir antes de pesar as consequências.',
      high: 'Você pode demorar para decidir quando a rapidez importa.',
    },
  },
  atWork: {
    neuroticism_x_emotional_stability: {
      low: 'É provável que você mantenha a calma diante de prazos e contratempos, e que os outros se apoiem na sua serenidade.',
      average:
        'Você costuma lidar bem com a pressão habitual do trabalho; períodos muito exigentes podem pesar por algum tempo.',
      high: 'Você pode sentir a pressão com intensidade: prioridades claras, feedback e tempo para se recuperar costumam ajudar você a render o seu melhor.',
    },
    extraversion: {
      low: 'Você pode render mais em ambientes tranquilos e de concentração, e tende a preferir a profundidade à multidão.',
      average:
        'Você consegue passar do trabalho em equipe ao trabalho concentrado por conta própria, e tende a se adaptar ao que a função pede.',
      high: 'Você pode se sair bem em funções com contato, ritmo e visibilidade, como liderar, vender ou coordenar pessoas.',
    },
    openness_to_experience: {
      low: 'Você pode se destacar onde métodos comprovados, clareza e resultados práticos são o que mais importa.',
      average:
        'Você tende a equilibrar ideias novas com o que já funciona, e se adapta quando uma mudança tem uma razão clara.',
      high: 'Você pode gostar de variedade, problemas novos e mudanças, e trazer ideias novas para a forma de trabalhar.',
    },
    agreeableness_or_amiability: {
      low: 'Negociações duras e feedback franco podem ser confortáveis para você, e você tende a defender sua posição.',
      average:
        'Você tende a equilibrar a cooperação com a defesa das suas opiniões, conforme o que a situação pede.',
      high: 'Você pode ser alguém que cria confiança e suaviza tensões na equipe; dizer não pode exigir um esforço consciente.',
    },
    perseverance_or_responsibility: {
      low: 'Você pode se sair bem onde os planos mudam com frequência e a improvisação é valorizada; rotinas fixas podem parecer limitantes.',
      average:
        'Você tende a combinar planejamento e flexibilidade, e costuma cumprir o combinado quando metas e prazos estão claros.',
      high: 'É provável que você seja confiável com planos, detalhes e prazos, e que os outros contem com você para levar as coisas até o fim.',
    },
  },
};
