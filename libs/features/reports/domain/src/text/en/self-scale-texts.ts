import type { CandidTexts, ScaleDescriptions } from '../report-text-shape';

/** The scale descriptions as the person reads them about themselves, in the second person. */
export const englishSelfScaleDescriptions: ScaleDescriptions = {
  neuroticism_x_emotional_stability: {
    high: 'You tend to feel pressure, worry and setbacks intensely, and you may need more time to regain your calm after a difficult moment.',
    average:
      'You usually keep a steady mood, with the ordinary ups and downs that demanding situations bring.',
    low: 'You tend to stay calm and even-tempered under pressure, and you recover quickly from setbacks.',
  },
  extraversion: {
    high: 'You tend to seek company, activity and stimulation, and you gain energy from being with other people.',
    average:
      'You enjoy company and activity in moderation, and you are also comfortable with quieter, more solitary time.',
    low: 'You tend to prefer calm settings, smaller groups and time alone to recharge, and you engage with others in a more reserved way.',
  },
  openness_to_experience: {
    high: 'You tend to be curious about new ideas, experiences and perspectives, and you enjoy variety and imagination.',
    average: 'You combine interest in the new with appreciation for what is familiar and proven.',
    low: 'You tend to prefer the familiar, the practical and the concrete, and you value established ways of doing things.',
  },
  agreeableness_or_amiability: {
    high: 'You tend to be cooperative, considerate and trusting, and you give weight to harmony in your relationships.',
    average: 'You balance cooperation with others and the defence of your own interests and views.',
    low: 'You tend to be sceptical and competitive, and you are ready to put your own views and interests first.',
  },
  perseverance_or_responsibility: {
    high: 'You tend to be organised, persistent and reliable, and you plan ahead to reach your goals.',
    average:
      'You combine organisation and commitment with a degree of flexibility in how you approach tasks.',
    low: 'You tend to prefer flexibility and spontaneity to detailed planning, and you may approach goals and routines more loosely.',
  },
  anxiety: {
    high: 'You tend to anticipate what could go wrong, and you may feel concern before important events.',
    average: 'You feel concern in situations that call for it, without it usually taking over.',
    low: 'You tend to stay relaxed and rarely dwell on what might go wrong.',
  },
  hostility: {
    high: 'You tend to feel irritation or frustration quickly when things go wrong or seem unfair.',
    average: 'You feel irritation at times, usually in proportion to the situation.',
    low: 'You tend to stay patient and slow to anger, even when things do not go as planned.',
  },
  depression: {
    high: 'You tend to experience low or discouraged moods more often, and you may be hard on yourself after setbacks.',
    average: 'You have occasional low moments that usually pass with time.',
    low: 'You tend to keep a hopeful outlook and seldom feel discouraged for long.',
  },
  social_anxiety: {
    high: 'You tend to feel self-conscious in front of others, and you may hold back in unfamiliar social situations.',
    average: 'You feel at ease in most social situations, with some unease in new or exposed ones.',
    low: 'You tend to feel comfortable in social situations, including unfamiliar or exposed ones.',
  },
  impulsivity: {
    high: 'You tend to act on immediate wishes, and you may find it hard to resist temptations or cravings.',
    average: 'You usually keep your impulses in check, with occasional spontaneous choices.',
    low: 'You tend to resist temptations easily and keep a firm hold on immediate wishes.',
  },
  vulnerability: {
    high: 'You tend to feel overwhelmed under heavy pressure or in emergencies, and you value support at such times.',
    average: 'You handle most pressure adequately, though very demanding moments can weigh on you.',
    low: 'You tend to stay composed and capable in emergencies and under heavy pressure.',
  },
  cordiality: {
    high: 'You tend to show warmth and friendliness, and you make others feel welcome quickly.',
    average: 'You are friendly and approachable, with some reserve until trust is built.',
    low: 'You tend to keep a certain distance at first, and your warmth shows once a relationship is established.',
  },
  gregariousness: {
    high: 'You tend to enjoy crowds, group activities and plenty of company.',
    average: 'You enjoy group activities at times and also value time alone.',
    low: 'You tend to prefer small groups, or working and spending time alone, over large gatherings.',
  },
  assertiveness: {
    high: 'You tend to speak up, take charge and steer groups towards a decision.',
    average: 'You take the lead when needed and are also comfortable letting others lead.',
    low: 'You tend to let others take the lead and prefer to contribute from the background.',
  },
  activity: {
    high: 'You tend to keep a fast pace and to fill your time with many activities.',
    average: 'You keep a steady, moderate pace, alternating busy periods with calmer ones.',
    low: 'You tend to prefer a calm, unhurried pace and to take on one thing at a time.',
  },
  excitement_seeking: {
    high: 'You tend to look for stimulation, novelty and a certain degree of risk.',
    average: 'You enjoy some excitement now and then without actively seeking it out.',
    low: 'You tend to prefer calm, predictable settings and to avoid noise and unnecessary risk.',
  },
  positive_emotions: {
    high: 'You tend to experience joy, enthusiasm and optimism often, and to pass them on to others.',
    average: 'You experience and show positive feelings in a measured way.',
    low: 'You tend to express enthusiasm in a quieter, more restrained way.',
  },
  fantasy: {
    high: 'You tend to have a rich imagination and enjoy exploring possibilities in your mind.',
    average: 'You use your imagination when it is useful while staying close to practical matters.',
    low: 'You tend to focus on the concrete and the real rather than on imagined possibilities.',
  },
  aesthetic_appreciation: {
    high: 'You tend to be moved by art, music, nature and beauty in general.',
    average: 'You appreciate beauty and art in some areas without it being a central interest.',
    low: 'You tend to give less importance to art and aesthetics than to practical matters.',
  },
  feelings: {
    high: 'You tend to be aware of your own emotions and to give them an important place.',
    average: 'You recognise your emotions and give them a moderate place in your decisions.',
    low: 'You tend to give less weight to emotions and to decide on more objective grounds.',
  },
  actions: {
    high: 'You tend to enjoy trying new activities, places and ways of doing things.',
    average: 'You are open to some changes while valuing familiar routines.',
    low: 'You tend to prefer familiar routines and known ways of doing things.',
  },
  ideas: {
    high: 'You tend to enjoy abstract ideas, complex problems and intellectual debate.',
    average: 'You engage with ideas and theory that connect to a practical purpose.',
    low: 'You tend to prefer practical, concrete questions over abstract or theoretical ones.',
  },
  values: {
    high: 'You tend to question conventions and to be open to re-examining social and personal values.',
    average: 'You respect tradition while remaining open to reconsidering some values.',
    low: 'You tend to value tradition, established norms and clear guidelines.',
  },
  trust: {
    high: 'You tend to assume good intentions in others and to trust readily.',
    average: 'You trust others in general, while keeping some caution until you know them.',
    low: 'You tend to be cautious with others and to build trust gradually, on evidence.',
  },
  frankness: {
    high: 'You tend to be sincere and straightforward, and you dislike manipulation or hidden agendas.',
    average:
      'You are generally sincere, with some tact or strategy when the situation calls for it.',
    low: 'You tend to put your own advantage first in your dealings with others.',
  },
  altruism: {
    high: 'You tend to enjoy helping others and to offer support spontaneously.',
    average: 'You are willing to help others, balancing this with your own needs.',
    low: 'You tend to focus on your own tasks and to help when asked rather than spontaneously.',
  },
  conciliatory_attitude: {
    high: 'You tend to avoid confrontation and to seek agreement and compromise.',
    average: 'You seek agreement in most cases and stand firm when it seems important.',
    low: 'You tend to defend your positions firmly and do not shy away from confrontation.',
  },
  modesty: {
    high: 'You tend to play down your own achievements and to avoid the spotlight.',
    average: 'You recognise your own merits without seeking to stand out.',
    low: 'You tend to be confident in your own worth and to make your achievements visible.',
  },
  sensitivity_to_others: {
    high: 'You tend to be moved by the needs of others and to respond with compassion.',
    average: 'You show concern for others while keeping a practical view of situations.',
    low: 'You tend to base decisions on objective criteria more than on sympathy.',
  },
  competence: {
    high: 'You tend to feel capable and well prepared to handle tasks and challenges.',
    average: 'You feel capable in most tasks, with some doubts in unfamiliar areas.',
    low: 'You tend to question your own ability, and confirmation and clear feedback help you.',
  },
  orderliness: {
    high: 'You tend to keep things tidy and organised and to follow clear structures.',
    average: 'You keep a reasonable order without being rigid about it.',
    low: 'You tend to be comfortable with some untidiness and to organise only as much as needed.',
  },
  sense_of_duty: {
    high: 'You tend to keep commitments scrupulously and to follow rules and obligations closely.',
    average: 'You generally meet commitments and rules, with some flexibility.',
    low: 'You tend to interpret rules and obligations flexibly and to give priority to the moment.',
  },
  need_for_achievement: {
    high: 'You tend to set ambitious goals and to work hard to reach them.',
    average: 'You set reasonable goals and work steadily towards them.',
    low: 'You tend to prefer a balanced pace and do not place great importance on ambitious goals.',
  },
  self_discipline: {
    high: 'You tend to start tasks promptly and to see them through despite distractions.',
    average: 'You usually finish what you start, with occasional postponements.',
    low: 'You tend to put off tasks that do not appeal to you, and outside prompts may help you finish them.',
  },
  deliberation: {
    high: 'You tend to think things over carefully and to weigh options before deciding.',
    average: 'You reflect before important decisions and decide quickly on routine matters.',
    low: 'You tend to decide quickly and spontaneously, trusting your first impression.',
  },
  pen_psychoticism: {
    high: 'You tend to act independently of conventions and others’ expectations, with a tough-minded, unsentimental style.',
    average: 'You balance independence of judgement with consideration for norms and for others.',
    low: 'You tend to be considerate, conventional and attentive to rules and to the needs of others.',
  },
  pen_extraversion: {
    high: 'You tend to be sociable, lively and oriented towards the outside world.',
    average: 'You alternate between sociable and quieter moments according to the situation.',
    low: 'You tend to be reserved and to prefer calm, quiet settings.',
  },
  pen_neuroticism: {
    high: 'You tend to react strongly to stress and to experience intense emotions.',
    average:
      'You react to stress in a moderate way, with an emotional balance typical of most people.',
    low: 'You tend to be emotionally stable and to remain calm under stress.',
  },
};

/** The plain integrity statements as the person reads them (candour rule, candour.ts). */
export const englishSelfCandidScaleDescriptions: CandidTexts['descriptions'] = {
  frankness:
    'You tend to put your own advantage first, and you may be willing to bend honesty or use others to get ahead.',
  sense_of_duty:
    'You tend to take promises and rules lightly, and you may break commitments, leave duties to others or misrepresent the facts when it suits you.',
  pen_psychoticism:
    'You tend to disregard rules and others’ feelings when these stand in your way, and you may be willing to cut corners or break promises to get ahead.',
};
