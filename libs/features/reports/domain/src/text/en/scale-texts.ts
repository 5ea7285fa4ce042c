import type { Scale } from '@facet/assessment-domain';
import type { CandidTexts, ScaleDescriptions } from '../report-text-shape';

/** The display name of every scale, the same whoever reads the report. */
export const englishScaleNames: Record<Scale, string> = {
  neuroticism_x_emotional_stability: 'Neuroticism vs. emotional stability',
  extraversion: 'Extraversion',
  openness_to_experience: 'Openness to experience',
  agreeableness_or_amiability: 'Agreeableness',
  perseverance_or_responsibility: 'Perseverance and responsibility',
  anxiety: 'Anxiety',
  hostility: 'Irritability',
  depression: 'Low mood',
  social_anxiety: 'Self-consciousness',
  impulsivity: 'Impulsiveness',
  vulnerability: 'Vulnerability',
  cordiality: 'Warmth',
  gregariousness: 'Gregariousness',
  assertiveness: 'Assertiveness',
  activity: 'Activity level',
  excitement_seeking: 'Excitement seeking',
  positive_emotions: 'Positive emotions',
  fantasy: 'Imagination',
  aesthetic_appreciation: 'Aesthetic appreciation',
  feelings: 'Openness to feelings',
  actions: 'Openness to new activities',
  ideas: 'Intellectual curiosity',
  values: 'Openness in values',
  trust: 'Trust',
  frankness: 'Straightforwardness',
  altruism: 'Altruism',
  conciliatory_attitude: 'Conciliatory attitude',
  modesty: 'Modesty',
  sensitivity_to_others: 'Sensitivity to others',
  competence: 'Competence',
  orderliness: 'Orderliness',
  sense_of_duty: 'Sense of duty',
  need_for_achievement: 'Need for achievement',
  self_discipline: 'Self-discipline',
  deliberation: 'Deliberation',
  pen_psychoticism: 'Tough-mindedness (PEN P)',
  pen_extraversion: 'Extraversion (PEN E)',
  pen_neuroticism: 'Neuroticism (PEN N)',
};

/** The scale descriptions as the company reads them, in the third person. */
export const englishScaleDescriptions: ScaleDescriptions = {
  neuroticism_x_emotional_stability: {
    high: 'Tends to feel pressure, worry and setbacks intensely and may need more time to regain calm after a difficult moment.',
    average:
      'Usually keeps a steady mood, with the ordinary ups and downs that demanding situations bring.',
    low: 'Tends to stay calm and even-tempered under pressure and recovers quickly from setbacks.',
  },
  extraversion: {
    high: 'Tends to seek company, activity and stimulation, and gains energy from being with other people.',
    average:
      'Enjoys company and activity in moderation and is also comfortable with quieter, more solitary time.',
    low: 'Tends to prefer calm settings, smaller groups and time alone to recharge, and engages with others in a more reserved way.',
  },
  openness_to_experience: {
    high: 'Tends to be curious about new ideas, experiences and perspectives, and enjoys variety and imagination.',
    average: 'Combines interest in the new with appreciation for what is familiar and proven.',
    low: 'Tends to prefer the familiar, the practical and the concrete, and values established ways of doing things.',
  },
  agreeableness_or_amiability: {
    high: 'Tends to be cooperative, considerate and trusting, and gives weight to harmony in relationships.',
    average: 'Balances cooperation with others and the defence of personal interests and views.',
    low: 'Tends to be sceptical and competitive, and is ready to put personal views and interests first.',
  },
  perseverance_or_responsibility: {
    high: 'Tends to be organised, persistent and reliable, and plans ahead to reach goals.',
    average:
      'Combines organisation and commitment with a degree of flexibility in how tasks are approached.',
    low: 'Tends to prefer flexibility and spontaneity to detailed planning, and may approach goals and routines more loosely.',
  },
  anxiety: {
    high: 'Tends to anticipate what could go wrong and may feel concern before important events.',
    average: 'Feels concern in situations that call for it without it usually taking over.',
    low: 'Tends to stay relaxed and rarely dwells on what might go wrong.',
  },
  hostility: {
    high: 'Tends to feel irritation or frustration quickly when things go wrong or seem unfair.',
    average: 'Feels irritation at times, usually in proportion to the situation.',
    low: 'Tends to stay patient and slow to anger, even when things do not go as planned.',
  },
  depression: {
    high: 'Tends to experience low or discouraged moods more often and may be hard on themselves after setbacks.',
    average: 'Experiences occasional low moments that usually pass with time.',
    low: 'Tends to keep a hopeful outlook and seldom feels discouraged for long.',
  },
  social_anxiety: {
    high: 'Tends to feel self-conscious in front of others and may hold back in unfamiliar social situations.',
    average: 'Feels at ease in most social situations, with some unease in new or exposed ones.',
    low: 'Tends to feel comfortable in social situations, including unfamiliar or exposed ones.',
  },
  impulsivity: {
    high: 'Tends to act on immediate wishes and may find it hard to resist temptations or cravings.',
    average: 'Usually keeps impulses in check, with occasional spontaneous choices.',
    low: 'Tends to resist temptations easily and keeps a firm hold on immediate wishes.',
  },
  vulnerability: {
    high: 'Tends to feel overwhelmed under heavy pressure or in emergencies and values support at such times.',
    average: 'Handles most pressure adequately, though very demanding moments can weigh on them.',
    low: 'Tends to stay composed and capable in emergencies and under heavy pressure.',
  },
  cordiality: {
    high: 'Tends to show warmth and friendliness and makes others feel welcome quickly.',
    average: 'Is friendly and approachable, with some reserve until trust is built.',
    low: 'Tends to keep a certain distance at first and shows warmth once a relationship is established.',
  },
  gregariousness: {
    high: 'Tends to enjoy crowds, group activities and plenty of company.',
    average: 'Enjoys group activities at times and also values time alone.',
    low: 'Tends to prefer small groups or working and spending time alone over large gatherings.',
  },
  assertiveness: {
    high: 'Tends to speak up, take charge and steer groups towards a decision.',
    average: 'Takes the lead when needed and is also comfortable letting others lead.',
    low: 'Tends to let others take the lead and prefers to contribute from the background.',
  },
  activity: {
    high: 'Tends to keep a fast pace and to fill time with many activities.',
    average: 'Keeps a steady, moderate pace, alternating busy periods with calmer ones.',
    low: 'Tends to prefer a calm, unhurried pace and to take on one thing at a time.',
  },
  excitement_seeking: {
    high: 'Tends to look for stimulation, novelty and a certain degree of risk.',
    average: 'Enjoys some excitement now and then without actively seeking it out.',
    low: 'Tends to prefer calm, predictable settings and avoids noise and unnecessary risk.',
  },
  positive_emotions: {
    high: 'Tends to experience joy, enthusiasm and optimism often and to convey them to others.',
    average: 'Experiences and shows positive feelings in a measured way.',
    low: 'Tends to express enthusiasm in a quieter, more restrained way.',
  },
  fantasy: {
    high: 'Tends to have a rich imagination and enjoys exploring possibilities in thought.',
    average: 'Uses imagination when it is useful while staying close to practical matters.',
    low: 'Tends to focus on the concrete and the real rather than on imagined possibilities.',
  },
  aesthetic_appreciation: {
    high: 'Tends to be moved by art, music, nature and beauty in general.',
    average: 'Appreciates beauty and art in some areas without it being a central interest.',
    low: 'Tends to give less importance to art and aesthetics than to practical aspects.',
  },
  feelings: {
    high: 'Tends to be aware of their own emotions and to give them an important place.',
    average: 'Recognises their own emotions and gives them a moderate place in decisions.',
    low: 'Tends to give less weight to emotions and to decide on more objective grounds.',
  },
  actions: {
    high: 'Tends to enjoy trying new activities, places and ways of doing things.',
    average: 'Is open to some changes while valuing familiar routines.',
    low: 'Tends to prefer familiar routines and known ways of doing things.',
  },
  ideas: {
    high: 'Tends to enjoy abstract ideas, complex problems and intellectual debate.',
    average: 'Engages with ideas and theory when they connect to a practical purpose.',
    low: 'Tends to prefer practical, concrete questions over abstract or theoretical ones.',
  },
  values: {
    high: 'Tends to question conventions and to be open to re-examining social and personal values.',
    average: 'Respects tradition while remaining open to reconsidering some values.',
    low: 'Tends to value tradition, established norms and clear guidelines.',
  },
  trust: {
    high: 'Tends to assume good intentions in others and to trust readily.',
    average: 'Trusts others in general while keeping some caution until they know them.',
    low: 'Tends to be cautious with others and to build trust gradually, on evidence.',
  },
  frankness: {
    high: 'Tends to be sincere and straightforward and dislikes manipulation or hidden agendas.',
    average: 'Is generally sincere, with some tact or strategy when the situation calls for it.',
    low: 'Tends to put their own advantage first in dealings with others.',
  },
  altruism: {
    high: 'Tends to enjoy helping others and to offer support spontaneously.',
    average: 'Is willing to help others, balancing this with their own needs.',
    low: 'Tends to focus on their own tasks and to help when asked rather than spontaneously.',
  },
  conciliatory_attitude: {
    high: 'Tends to avoid confrontation and to seek agreement and compromise.',
    average: 'Seeks agreement in most cases and stands firm when it seems important.',
    low: 'Tends to defend their positions firmly and does not shy away from confrontation.',
  },
  modesty: {
    high: 'Tends to play down their own achievements and to avoid the spotlight.',
    average: 'Recognises their own merits without seeking to stand out.',
    low: 'Tends to be confident in their own worth and to make their achievements visible.',
  },
  sensitivity_to_others: {
    high: 'Tends to be moved by the needs of others and to respond with compassion.',
    average: 'Shows concern for others while keeping a practical view of situations.',
    low: 'Tends to base decisions on objective criteria more than on sympathy.',
  },
  competence: {
    high: 'Tends to feel capable and well prepared to handle tasks and challenges.',
    average: 'Feels capable in most tasks, with some doubts in unfamiliar areas.',
    low: 'Tends to question their own ability and benefits from confirmation and clear feedback.',
  },
  orderliness: {
    high: 'Tends to keep things tidy and organised and to follow clear structures.',
    average: 'Keeps a reasonable order without being rigid about it.',
    low: 'Tends to be comfortable with some untidiness and to organise only as much as needed.',
  },
  sense_of_duty: {
    high: 'Tends to keep commitments scrupulously and to follow rules and obligations closely.',
    average: 'Generally meets commitments and rules, with some flexibility.',
    low: 'Tends to interpret rules and obligations flexibly and to give priority to the moment.',
  },
  need_for_achievement: {
    high: 'Tends to set ambitious goals and to work hard to reach them.',
    average: 'Sets reasonable goals and works steadily towards them.',
    low: 'Tends to prefer a balanced pace and does not place great importance on ambitious goals.',
  },
  self_discipline: {
    high: 'Tends to start tasks promptly and to see them through despite distractions.',
    average: 'Usually finishes what they start, with occasional postponements.',
    low: 'Tends to put off tasks that are not appealing and may need external prompts to finish them.',
  },
  deliberation: {
    high: 'Tends to think things over carefully and to weigh options before deciding.',
    average: 'Reflects before important decisions while deciding quickly on routine matters.',
    low: 'Tends to decide quickly and spontaneously, trusting their first impression.',
  },
  pen_psychoticism: {
    high: 'Tends to act independently of conventions and others’ expectations, with a tough-minded, unsentimental style.',
    average: 'Balances independence of judgement with consideration for norms and for others.',
    low: 'Tends to be considerate, conventional and attentive to rules and to the needs of others.',
  },
  pen_extraversion: {
    high: 'Tends to be sociable, lively and oriented towards the outside world.',
    average: 'Alternates between sociable and quieter moments according to the situation.',
    low: 'Tends to be reserved and to prefer calm, quiet settings.',
  },
  pen_neuroticism: {
    high: 'Tends to react strongly to stress and to experience intense emotions.',
    average:
      'Reacts to stress in a moderate way, with an emotional balance typical of most people.',
    low: 'Tends to be emotionally stable and to remain calm under stress.',
  },
};

/** The plain integrity statements as the company reads them (candour rule, candour.ts). */
export const englishCandidScaleDescriptions: CandidTexts['descriptions'] = {
  frankness:
    'Tends to put their own advantage first and may be willing to bend honesty or use others to get ahead.',
  sense_of_duty:
    'Tends to take promises and rules lightly, and may break commitments, leave duties to others or misrepresent the facts when it suits them.',
  pen_psychoticism:
    'Tends to disregard rules and others’ feelings when they stand in the way, and may be willing to cut corners or break promises to get ahead.',
};
